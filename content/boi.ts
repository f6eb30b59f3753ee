/** Beneficial ownership information (BOI) page, /services-boi. Check each figure against the sources below before changing it. */
import { defineContent } from '@/lib/define-content';
import { boiSchema } from '@/lib/schemas';
import { boiCivilPenalty, boiPenaltySummary, boiSafeHarbour, boiSafeHarbourRule } from './tax-figures';

const RULE = "FinCEN's interim final rule of March 2025";

export const boi = defineContent('boi.ts', boiSchema, {
  notice: {
    title: 'Companies created in the United States no longer file BOI reports',
    paragraphs: [
      "Under FinCEN's interim final rule of March 21, 2025 (published in the Federal Register on March 26, 2025, at 90 FR 13688), companies created in the United States and their beneficial owners no longer have to report beneficial ownership information (BOI) to FinCEN. If your corporation or LLC was formed in Texas or any other state, then under that rule you do not need to file an initial, updated or corrected BOI report.",
      'Foreign companies registered to do business in a US state still report. A foreign reporting company had to file by April 25, 2025; one that registers later files within 30 days of registering. The guidelines below are kept for those companies and for readers following the history of the rule.',
    ],
  },
  intro: [
    "The Corporate Transparency Act directs the Financial Crimes Enforcement Network (FinCEN), a bureau of the U.S. Department of the Treasury, to collect information about the people who own or control certain companies. The aim is to make it harder to hide money behind anonymous shell companies. The report a company files is called a beneficial ownership information (BOI) report, and it is filed electronically with FinCEN, not with the IRS or the Texas Secretary of State.",
    "When the reporting requirement began, it reached most small corporations and LLCs in the country. FinCEN's March 2025 interim final rule narrowed it to foreign companies registered to do business in the United States. Because the rule is an interim final rule, FinCEN can still revise it, so we check fincen.gov/boi before we advise a client.",
    'We help clients work out whether a filing is required at all, identify beneficial owners and company applicants, gather the information the report asks for, and file or correct reports on time. If you own or manage a foreign entity registered in Texas, or you are unsure how the rule applies to your structure, contact us and we will review it with you.',
  ],
  facts: [
    {
      label: 'Domestic companies',
      value: "Exempt from BOI reporting under FinCEN's interim final rule of March 21, 2025",
    },
    {
      label: 'Foreign reporting companies',
      value: 'Report by April 25, 2025, or within 30 days of registering to do business in a US state',
    },
    {
      label: 'Beneficial owner',
      value: 'An individual who exercises substantial control over the company or owns or controls at least 25% of its ownership interests',
    },
    { label: 'Corrections', value: 'Within 30 days of learning that a report is inaccurate' },
    {
      label: 'Safe harbour',
      value: `Covers ${boiSafeHarbourRule}`,
    },
    {
      label: 'Civil penalty',
      value: `Up to ${boiPenaltySummary}`,
    },
    {
      label: 'Criminal penalty',
      value: "Up to $10,000 and/or up to two years' imprisonment",
    },
  ],
  guidelines: [
    {
      id: 'who-must-file',
      title: 'Who must file now',
      paragraphs: [
        "Since FinCEN's interim final rule of March 21, 2025, only foreign reporting companies file BOI reports. A foreign reporting company is an entity formed under the law of another country that has registered to do business in a US state or tribal jurisdiction by filing a document with a secretary of state or a similar office.",
        'Companies created in the United States, such as Texas corporations, LLCs and limited partnerships, and their beneficial owners are exempt. Under the same rule, a foreign reporting company does not report any US persons as its beneficial owners.',
      ],
    },
    {
      id: 'foreign-deadlines',
      title: 'Deadlines for foreign reporting companies',
      paragraphs: [
        'A foreign company already registered to do business in a US state when the interim final rule was published had to file its BOI report by April 25, 2025.',
        'A foreign company that registers after that files within 30 days of registering. Reports are filed electronically through FinCEN\'s BOI E-Filing system.',
      ],
    },
    {
      id: 'exempt-entities',
      title: 'Exempt entities',
      paragraphs: [
        "FinCEN's Small Entity Compliance Guide lists 23 types of entity that are exempt from BOI reporting, most of them because they are already regulated or report their ownership elsewhere. An entity that meets the criteria of any one exemption does not file. The table below gives each exemption's number and short title; the guide sets out the detailed criteria.",
      ],
    },
    {
      id: 'beneficial-owners',
      title: 'Who is a beneficial owner',
      paragraphs: [
        'A beneficial owner is an individual who, directly or indirectly, exercises substantial control over the company or owns or controls at least 25% of its ownership interests. A company can have several beneficial owners, and a person can qualify through both tests.',
      ],
      bullets: [
        'Substantial control: senior officers, anyone with authority to appoint or remove senior officers or a majority of the board, and important decision-makers',
        'Ownership interests: equity, stock, capital or profit interests, convertible instruments and options, held directly or through other entities',
        'Not beneficial owners: minor children (the parent or guardian is reported instead), nominees and agents acting for someone else, employees who are not senior officers, people whose only interest is a future inheritance, and creditors',
      ],
    },
    {
      id: 'what-to-report',
      title: 'Company applicants and what to report',
      paragraphs: [
        'A company applicant is the individual who directly files the document that registers the company, and, if someone else is primarily responsible for directing or controlling that filing, that individual too. A company has at most two company applicants. Companies registered before the reporting requirement took effect report beneficial owners only.',
        'The report covers the company itself and each beneficial owner and company applicant:',
      ],
      bullets: [
        'Company: full legal name, any trade names, business address, jurisdiction of formation or first registration, and taxpayer identification number',
        'Each individual: full legal name, date of birth and address',
        'Each individual: an identifying number from a passport, driver\'s license or other acceptable identity document, with an image of that document',
      ],
    },
    {
      id: 'updates-corrections',
      title: 'Updates and corrections',
      paragraphs: [
        'A foreign reporting company files an updated report within 30 days when information it has reported changes, for example when a beneficial owner changes or moves.',
        `An inaccurate report must be corrected within 30 days of learning of the error. The statute's safe harbour from penalties covers ${boiSafeHarbourRule}.`,
      ],
    },
    {
      id: 'penalties',
      title: 'Penalties',
      paragraphs: [
        `Wilfully failing to report, or wilfully providing false or fraudulent beneficial ownership information, can bring a civil penalty of up to ${boiPenaltySummary}.`,
        "Criminal penalties for wilful violations are a fine of up to $10,000 and/or up to two years' imprisonment (31 U.S.C. 5336(h)(3)).",
      ],
    },
  ],
  exemptions: [
    { number: 1, title: 'Securities reporting issuer' },
    { number: 2, title: 'Governmental authority' },
    { number: 3, title: 'Bank' },
    { number: 4, title: 'Credit union' },
    { number: 5, title: 'Depository institution holding company' },
    { number: 6, title: 'Money services business' },
    { number: 7, title: 'Broker or dealer in securities' },
    { number: 8, title: 'Securities exchange or clearing agency' },
    { number: 9, title: 'Other Exchange Act registered entity' },
    { number: 10, title: 'Investment company or investment adviser' },
    { number: 11, title: 'Venture capital fund adviser' },
    { number: 12, title: 'Insurance company' },
    { number: 13, title: 'State-licensed insurance producer' },
    { number: 14, title: 'Commodity Exchange Act registered entity' },
    { number: 15, title: 'Accounting firm' },
    { number: 16, title: 'Public utility' },
    { number: 17, title: 'Financial market utility' },
    { number: 18, title: 'Pooled investment vehicle' },
    { number: 19, title: 'Tax-exempt entity' },
    { number: 20, title: 'Entity assisting a tax-exempt entity' },
    { number: 21, title: 'Large operating company' },
    { number: 22, title: 'Subsidiary of certain exempt entities' },
    { number: 23, title: 'Inactive entity' },
  ],
  faqs: [
    {
      id: 'texas-llc',
      title: 'My LLC was formed in Texas. Do I need to file a BOI report?',
      paragraphs: [
        `No, under ${RULE}: companies created in the United States and their beneficial owners are exempt from BOI reporting. That includes Texas LLCs, corporations and limited partnerships. The rule can still be revised, so check with us before relying on it for a new entity.`,
      ],
    },
    {
      id: 'already-filed',
      title: 'We filed a report in 2024. Do we have to keep it up to date?',
      paragraphs: [
        `Not if the company was created in the United States, under ${RULE}. The exemption covers initial, updated and corrected reports, so a domestic company that filed earlier has nothing further to file unless FinCEN changes the rule.`,
      ],
    },
    {
      id: 'foreign-company',
      title: 'Our company was formed abroad and is registered in Texas. What do we do?',
      paragraphs: [
        'Your company is a foreign reporting company. It had to file by April 25, 2025, or, if it registered after the rule was published, it files within 30 days of registering. It does not report any US persons as beneficial owners. We can confirm whether an exemption applies and prepare the filing.',
      ],
    },
    {
      id: 'who-files',
      title: 'Who files the report, and where?',
      paragraphs: [
        "Reports are filed electronically with FinCEN through its BOI E-Filing system. A company can file for itself or have an authorised person, such as its accountant or attorney, file on its behalf. BOI reports are not filed with the IRS or with your state tax return.",
      ],
    },
    {
      id: 'mistake',
      title: 'What if we find a mistake in a report we filed?',
      paragraphs: [
        `File a corrected report within 30 days of learning of the error. The safe harbour from penalties covers ${boiSafeHarbourRule}.`,
      ],
    },
    {
      id: 'rule-change',
      title: 'Could the rule change again?',
      paragraphs: [
        "Yes. The March 2025 rule is an interim final rule, which FinCEN can revise when it issues a final rule. We follow fincen.gov/boi and will tell affected clients if their obligations change.",
      ],
    },
  ],
  contactSubject: 'beneficial-owner-information-(boi)',
  sources: [
    {
      label:
        'Federal Register, document 2025-05199: Beneficial Ownership Information Reporting Requirement Revision and Deadline Extension (90 FR 13688)',
      url: 'https://www.federalregister.gov/documents/2025/03/26/2025-05199/beneficial-ownership-information-reporting-requirement-revision-and-deadline-extension',
    },
    { label: 'FinCEN: Beneficial Ownership Information Reporting', url: 'https://www.fincen.gov/boi' },
    {
      label: 'FinCEN: Small Entity Compliance Guide (predates the March 2025 interim final rule; used here for the list of exemptions)',
      url: 'https://www.fincen.gov/boi/small-entity-compliance-guide',
    },
    boiCivilPenalty.source,
    boiSafeHarbour.source,
  ],
  lastReviewed: '2026-11-24',
});
