/**
 * The team: only the founder is listed. The firm and its founder are fictional.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { teamMemberSchema } from '@/lib/schemas';

export const team = defineContent('team.ts', z.array(teamMemberSchema), [
  {
    id: 'maria-delgado',
    image: {
      src: '/images/team/founder.svg',
      width: 640,
      height: 800,
      alt: 'Portrait of Maria Delgado, founder of Live Oak Ledger CPA',
    },
    name: 'Maria Delgado, CPA',
    designation: 'Founder & Managing Partner',
    credentials: ['CPA (Texas)', 'Certified QuickBooks ProAdvisor (Online and Desktop)', 'MPA, The University of Texas at Austin'],
    email: 'maria@liveoakledger.example.com',
    description: [
      {
        id: 1,
        paragraph:
          'Maria Delgado founded Live Oak Ledger CPA in 2011 on a simple idea: families and small businesses deserve the same careful, forward-looking advice that large companies get from their accountants, explained in plain English and priced before the work begins.',
      },
      {
        id: 2,
        paragraph:
          'Maria earned her bachelor’s degree in accounting and her Master in Professional Accounting at the McCombs School of Business at The University of Texas at Austin. She began her career in the tax practice of a Big Four firm, preparing and reviewing partnership and corporate returns, and then spent several years at a regional CPA firm in Austin advising owner-managed businesses and real estate investors.',
      },
      {
        id: 3,
        paragraph:
          'Today she leads the firm’s tax and advisory work and works directly with business owners, rental property investors and non-profit boards. She is licensed as a CPA in Texas and is a Certified QuickBooks ProAdvisor for both QuickBooks Online and QuickBooks Desktop.',
      },
      {
        id: 4,
        paragraph:
          'Outside the office, Maria volunteers with a free VITA tax-preparation clinic during filing season and teaches tax workshops for new small business owners. On weekends she can usually be found on the trail around Lady Bird Lake.',
      },
    ],
  },
]);
