/**
 * The team: only the founder is listed. The firm and its founder are fictional.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { placeholder } from '@/lib/placeholder';
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
    designation: 'Founder & Principal',
    credentials: ['CPA (Texas)', 'Certified QuickBooks ProAdvisor (Online and Desktop)', 'MPA, The University of Texas at Austin'],
    email: 'maria@liveoakledger.example.com',
    licence: { title: 'Certified Public Accountant', state: 'Texas', number: placeholder('CPA certificate number') },
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

const [lead] = team;
if (!lead) throw new Error('content/team.ts: list at least one person');

/** A name without its post-nominals: "Maria Delgado, CPA" -> "Maria Delgado". */
export const plainName = (member: { name: string }) => member.name.split(',')[0]!.trim();

/** Copy that speaks of the firm's people follows from the list above: one person is named, never called a team. */
export const teamWording =
  team.length === 1
    ? {
        pageTitle: 'Meet Our CPA',
        pageDescription: `${lead.name}, the licensed Texas CPA and Certified QuickBooks ProAdvisor behind Live Oak Ledger CPA, who prepares your returns and keeps your books.`,
        profileDescription: `Profile of ${lead.name}: background, credentials, Texas CPA licence and the clients the firm serves in Austin and Texas.`,
        eyebrow: 'Who you work with',
        listLabel: 'Who you work with',
        recipient: `choose ${plainName(lead)}`,
        fileDropTooltip: `Upload files to ${plainName(lead)}’s File Box.`,
      }
    : {
        pageTitle: 'Our Team',
        pageDescription: `The ${team.length} people behind Live Oak Ledger CPA: their credentials, and the returns and books each of them looks after.`,
        profileDescription: 'Profile of a Live Oak Ledger CPA team member: background, credentials, licence and the clients they serve in Austin and across Texas.',
        eyebrow: 'Our team',
        listLabel: 'Team members',
        recipient: 'pick the team member you are working with',
        fileDropTooltip: 'Choose an employee and upload files to their File Box.',
      };

const proAdvisors = team.filter((m) => m.credentials.some((c) => c.includes('QuickBooks ProAdvisor')));
/** Who Intuit certifies as a QuickBooks ProAdvisor, as a sentence subject; empty when no one is. */
export const proAdvisorSubject =
  proAdvisors.length === 0 ? '' : proAdvisors.length === 1 ? `${plainName(proAdvisors[0]!)}${proAdvisors[0] === lead ? ', our founder,' : ''}` : `${proAdvisors.length} of our people`;
