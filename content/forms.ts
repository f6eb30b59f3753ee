/** Forms and instructions, /forms-instructions: every link is an official IRS PDF (irs.gov/pub/irs-pdf). */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { formsGroupSchema } from '@/lib/schemas';

const irsPdf = (file: string) => `https://www.irs.gov/pub/irs-pdf/${file}.pdf`;

export const formsGroups = defineContent('forms.ts', z.array(formsGroupSchema), [
  {
    id: 'individual',
    title: 'Individual tax returns',
    list: [
      {
        id: 'f1040',
        name: 'Form 1040',
        link: irsPdf('f1040'),
        description: 'U.S. Individual Income Tax Return: the annual federal return most individuals file.',
      },
      {
        id: 'i1040gi',
        name: 'Instructions for Form 1040',
        link: irsPdf('i1040gi'),
        description: 'The IRS line-by-line instructions for Form 1040, including the tax tables.',
      },
      {
        id: 'f1040x',
        name: 'Form 1040-X',
        link: irsPdf('f1040x'),
        description: 'Amended U.S. Individual Income Tax Return: used to correct a Form 1040 you have already filed.',
      },
      {
        id: 'f9465',
        name: 'Form 9465',
        link: irsPdf('f9465'),
        description: 'Installment Agreement Request: asks the IRS to let you pay a balance due in monthly payments.',
      },
      {
        id: 'fw7',
        name: 'Form W-7',
        link: irsPdf('fw7'),
        description:
          'Application for IRS Individual Taxpayer Identification Number (ITIN), for people who need a tax number but cannot get a Social Security number.',
      },
    ],
  },
  {
    id: 'employment',
    title: 'Employment and payroll',
    list: [
      {
        id: 'fw4',
        name: 'Form W-4',
        link: irsPdf('fw4'),
        description:
          "Employee's Withholding Certificate: each employee completes it so the employer withholds the right federal income tax.",
      },
      {
        id: 'fw2',
        name: 'Form W-2',
        link: irsPdf('fw2'),
        description:
          "Wage and Tax Statement: the employer's annual report of each employee's wages and taxes withheld (the downloadable Copy A is for information only and cannot be filed).",
      },
      {
        id: 'f941',
        name: 'Form 941',
        link: irsPdf('f941'),
        description:
          "Employer's Quarterly Federal Tax Return: reports wages paid and income, Social Security and Medicare taxes withheld each quarter.",
      },
      {
        id: 'fw9',
        name: 'Form W-9',
        link: irsPdf('fw9'),
        description:
          'Request for Taxpayer Identification Number and Certification: collect it from contractors and vendors before you pay them.',
      },
    ],
  },
  {
    id: 'records-representation',
    title: 'Records, representation and practice',
    list: [
      {
        id: 'f4506t',
        name: 'Form 4506-T',
        link: irsPdf('f4506t'),
        description:
          'Request for Transcript of Tax Return: orders IRS transcripts of past returns, often asked for by lenders.',
      },
      {
        id: 'f2848',
        name: 'Form 2848',
        link: irsPdf('f2848'),
        description:
          'Power of Attorney and Declaration of Representative: authorises a CPA or other representative to deal with the IRS for you.',
      },
      {
        id: 'pcir230',
        name: 'Circular 230',
        link: irsPdf('pcir230'),
        description:
          'Regulations Governing Practice before the Internal Revenue Service: the rules CPAs, attorneys and enrolled agents follow when representing taxpayers.',
      },
    ],
  },
]);
