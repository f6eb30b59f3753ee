/**
 * Body copy for /services and each service sub-page (except /services-boi and /services-quickbooks,
 * which have their own content files). Every page that states a figure or a date carries `sources`
 * and `lastReviewed`; check a figure against its source before changing it.
 */
import { z } from 'zod';
import { defineContent } from '@/lib/define-content';
import { servicePageSchema } from '@/lib/schemas';
import { consultationOffer } from './site';
import { franchiseFilingRule, saltCapSummary, texasFranchise, texasNoIncomeTax } from './tax-figures';

const LAST_REVIEWED = '2026-11-24';

const src = {
  texasFranchise: { label: 'Texas Comptroller: Franchise Tax', url: 'https://comptroller.texas.gov/taxes/franchise/' },
  texasThreshold: texasFranchise.source,
  texasNoIncomeTax,
  texasSales: { label: 'Texas Comptroller: Sales and Use Tax', url: 'https://comptroller.texas.gov/taxes/sales/' },
  texasExempt: { label: 'Texas Comptroller: Exempt Organizations', url: 'https://comptroller.texas.gov/taxes/exempt/' },
  obbba: {
    label: 'IRS: One, Big, Beautiful Bill provisions (Public Law 119-21)',
    url: 'https://www.irs.gov/newsroom/one-big-beautiful-bill-provisions',
  },
  revProc202532: {
    label: 'IRS Revenue Procedure 2025-32 (2026 inflation adjustments)',
    url: 'https://www.irs.gov/pub/irs-drop/rp-25-32.pdf',
  },
  taxCalendar: {
    label: 'IRS: Online tax calendar',
    url: 'https://www.irs.gov/businesses/small-businesses-self-employed/online-tax-calendar',
  },
  pub527: { label: 'IRS Publication 527, Residential Rental Property', url: 'https://www.irs.gov/publications/p527' },
  pub946: { label: 'IRS Publication 946, How To Depreciate Property', url: 'https://www.irs.gov/publications/p946' },
  pub925: { label: 'IRS Publication 925, Passive Activity and At-Risk Rules', url: 'https://www.irs.gov/publications/p925' },
  form8824: { label: 'IRS: Instructions for Form 8824, Like-Kind Exchanges', url: 'https://www.irs.gov/instructions/i8824' },
  form990Series: {
    label: 'IRS: Form 990 series – which forms do exempt organizations file?',
    url: 'https://www.irs.gov/charities-non-profits/form-990-series-which-forms-do-exempt-organizations-file-filing-phase-in',
  },
  autoRevocation: {
    label: 'IRS: Automatic revocation of exemption',
    url: 'https://www.irs.gov/charities-non-profits/automatic-revocation-of-exemption',
  },
  ubit: {
    label: 'IRS: Unrelated business income tax',
    url: 'https://www.irs.gov/charities-non-profits/unrelated-business-income-tax',
  },
} as const;

const consultation = {
  step: `Start with ${consultationOffer}`,
  detail:
    'Tell us what you need by phone, video call or in our Barton Springs Road office. We will tell you plainly whether we are the right fit and what the work involves.',
};
const fixedQuote = {
  step: 'Engagement letter and fixed quote',
  detail:
    'You receive a written scope of work and a fixed fee before anything starts, so there are no surprise invoices. If the scope changes, we talk to you before the fee does.',
};
const fileDrop = {
  step: 'Secure document exchange',
  detail:
    'You upload documents through our File Drop and we share finished work through the Client Login portal, never as ordinary email attachments.',
};
const yearRound = {
  step: 'Year-round support',
  detail:
    'Questions, IRS letters and mid-year changes do not wait for April, and neither do we. Call or email whenever something comes up.',
};

export const servicePages = defineContent('service-pages.ts', z.array(servicePageSchema), [
  {
    route: '/services',
    contactSubject: 'others',
    intro: [
      'Live Oak Ledger CPA has served Austin individuals, families and small businesses since 2011. Whether you need a single return prepared or a finance partner for the whole year, every engagement starts with a conversation about what you need and a fixed quote before any work begins.',
      'Below is an overview of what we do. Each service has its own page describing what is included, who it is for and how we work together.',
    ],
    sections: [
      {
        heading: 'Tax preparation and planning',
        paragraphs: [
          'We prepare federal returns for individuals, partnerships, S corporations and C corporations, and the Texas franchise tax reports that go with them. Planning meetings during the year help you act before December 31, while your choices can still change the result.',
          franchiseFilingRule,
        ],
        bullets: [
          'Personal tax returns and planning',
          'Business tax returns and Texas franchise tax reports',
          'Responses to IRS notices and representation before the IRS',
        ],
      },
      {
        heading: 'Accounting and advisory',
        paragraphs: [
          'Clean books make everything else easier. We keep monthly books in QuickBooks Online, prepare financial statements and, for growing companies, step into a part-time CFO role with forecasts, budgets and reporting for owners, boards and lenders.',
        ],
        bullets: [
          'Bookkeeping and monthly reconciliations',
          'Financial statements and accounting clean-up',
          'Consulting on entity choice, owner pay and systems',
          'Outsourced CFO services',
        ],
      },
      {
        heading: 'Specialized services',
        paragraphs: ['Some clients need an accountant who works in their corner of the tax code every week.'],
        bullets: [
          'Real estate investors: rental reporting, depreciation, cost segregation and 1031 exchanges',
          'Non-profit organizations: Form 990-series returns and Texas exemption applications',
          'Beneficial ownership information: guidance under the Corporate Transparency Act',
          'QuickBooks Desktop users: help moving to a supported version or to QuickBooks Online',
        ],
      },
    ],
    audience: [
      'Individuals and families in Austin and across Central Texas',
      'Owner-managed businesses, from sole proprietors to companies with employees',
      'Real estate investors and landlords',
      'Non-profit organizations and associations',
    ],
    engagement: [
      consultation,
      fixedQuote,
      fileDrop,
      {
        step: 'Delivery and review meeting',
        detail:
          'We walk you through the finished return, statements or report and answer your questions before anything is filed or sent to a third party.',
      },
      yearRound,
    ],
    sources: [src.texasThreshold],
    lastReviewed: LAST_REVIEWED,
  },

  {
    route: '/services-tax',
    contactSubject: 'tax-services',
    intro: [
      'Tax work is the heart of our practice, and we do it year-round. We prepare federal returns for individuals and businesses, file Texas franchise tax reports, and meet with clients during the year so that decisions about income, deductions and timing are made while they can still change the outcome.',
      `Texas has no personal income tax, so for most individuals the work is federal. Businesses are different: corporations, LLCs and limited partnerships doing business in Texas are subject to the franchise tax, with reports due ${texasFranchise.dueDate}. ${franchiseFilingRule}`,
    ],
    sections: [
      {
        heading: 'Personal tax',
        paragraphs: [
          'Form 1040 returns for employees, the self-employed, retirees and investors, including rental schedules, equity compensation, income from other states and amended returns. Our personal tax page has the details.',
        ],
      },
      {
        heading: 'Business tax',
        paragraphs: [
          'Returns for partnerships (Form 1065), S corporations (Form 1120-S) and C corporations (Form 1120), together with Texas franchise tax reports, estimated tax calculations and depreciation schedules. Our business tax page covers deadlines and planning.',
        ],
      },
      {
        heading: 'Planning and representation',
        bullets: [
          'Mid-year and year-end tax projections',
          'Estimated tax payment schedules',
          'Responses to IRS notices and letters',
          'Representation before the IRS under a power of attorney (Form 2848)',
          'Installment agreements and penalty relief requests',
        ],
      },
    ],
    audience: [
      'Individuals and families, including the self-employed',
      'Partnerships, LLCs, S corporations and C corporations',
      'Anyone who has received a letter from the IRS and wants it handled properly',
    ],
    engagement: [
      consultation,
      fixedQuote,
      {
        step: 'Document checklist and File Drop',
        detail:
          'We send a checklist tailored to your return. You upload documents through File Drop, and we follow up on anything missing in a single list rather than piecemeal.',
      },
      {
        step: 'Review meeting and e-filing',
        detail:
          'We review the draft return with you, explain the result and any planning points, and e-file once you have signed the authorization.',
      },
      yearRound,
    ],
    sources: [src.texasFranchise, src.texasThreshold, src.texasNoIncomeTax],
    lastReviewed: LAST_REVIEWED,
  },

  {
    route: '/services-accounting',
    contactSubject: 'accounting-services',
    intro: [
      'Good accounting is the foundation for accurate tax returns, sensible decisions and easier conversations with your bank. We keep books, prepare financial statements and repair records that have fallen behind, using QuickBooks Online as our standard platform.',
    ],
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Monthly bookkeeping with bank, credit card and loan reconciliations',
          'Monthly or quarterly financial statements: profit and loss, balance sheet and cash flow',
          'Accounts receivable and accounts payable review',
          'Payroll coordination with your payroll provider',
          'Texas sales and use tax returns',
          'Year-end close and adjusting entries, handed straight to our tax team',
        ],
      },
      {
        heading: 'Catch-up and clean-up work',
        paragraphs: [
          'If your books are months or years behind, or were set up in a way that no longer fits the business, we rebuild them from bank statements and source documents, correct the chart of accounts and bring you current before the next filing deadline.',
        ],
      },
      {
        heading: 'Software and systems',
        paragraphs: [
          'Our founder is a Certified QuickBooks ProAdvisor for both QuickBooks Online and QuickBooks Desktop. We set up bank feeds, receipt capture and bill approval workflows, and help clients on older Desktop versions move to a supported product.',
        ],
      },
    ],
    audience: [
      'Small businesses without an in-house bookkeeper',
      'Owners who keep their own books and want a professional review',
      'Businesses whose records are behind or need correcting',
      'Companies preparing for a loan application, an investor or a sale',
    ],
    engagement: [
      consultation,
      {
        step: 'Review of your current books',
        detail:
          'With accountant access to your QuickBooks file, we assess its condition and recommend the right scope: a monthly service, a one-time clean-up, or both.',
      },
      fixedQuote,
      {
        step: 'Monthly close and reporting',
        detail:
          'Each month we reconcile your accounts, record adjustments and send your financial statements with short notes on anything unusual.',
      },
      {
        step: 'Quarterly check-in',
        detail:
          'A quarterly call to review results, look ahead to tax payments and adjust the service as the business changes.',
      },
    ],
  },

  {
    route: '/services-consulting',
    contactSubject: 'consulting-services',
    intro: [
      'Many of the most valuable decisions in a small business are made outside tax season: how the company is organized, how the owners are paid, which systems run the back office and how the business will one day change hands. Our consulting work brings a CPA’s view to those decisions, with advice written in plain English.',
    ],
    sections: [
      {
        heading: 'Areas we advise on',
        bullets: [
          'Choosing an entity at formation: sole proprietorship, LLC, partnership or corporation',
          'Whether and when an S corporation election makes sense, and setting a reasonable owner salary',
          'Accounting system selection, chart of accounts design and month-end routines',
          'Pricing, margin and break-even analysis',
          'Buying a business, selling one or bringing in a partner: financial due diligence and tax consequences',
          'Succession and exit planning',
        ],
      },
      {
        heading: 'How advice is delivered',
        paragraphs: [
          'Each consulting project ends with a written recommendation that sets out the options we considered, the numbers behind them and the steps to carry out the one you choose.',
          'Where a decision also needs a lawyer, such as drafting an operating agreement or a purchase contract, we work alongside your attorney so the legal and tax pieces fit together.',
        ],
      },
    ],
    audience: [
      'Founders forming a new business in Texas',
      'Established owners reconsidering their entity or how they pay themselves',
      'Businesses outgrowing spreadsheets or their current software',
      'Owners planning a sale, merger or succession',
    ],
    engagement: [
      consultation,
      {
        step: 'Project scope and fixed fee',
        detail:
          'We agree the questions to be answered, the deliverables and a fixed fee in an engagement letter before work starts.',
      },
      {
        step: 'Information gathering',
        detail:
          'You share financial statements, returns and agreements through File Drop, and we interview you and any key people as needed.',
      },
      {
        step: 'Written recommendation and meeting',
        detail:
          'We present our findings in a meeting and leave you with a written summary of the recommendation and next steps.',
      },
      {
        step: 'Implementation support',
        detail:
          'If you want help carrying out the plan, from filing an election to setting up new software, we stay involved for as long as it takes.',
      },
    ],
  },

  {
    route: '/services-personal-tax',
    contactSubject: 'tax-services',
    intro: [
      'We prepare federal individual returns (Form 1040) for Austin-area employees, self-employed professionals, retirees and investors. Texas has no personal income tax, so Texas residents have no state individual return to file; if you earned income in another state or moved to Texas during the year, we prepare that state’s return as well.',
      'The One Big Beautiful Bill Act, signed on July 4, 2025, changed several figures on 2025 returns and added new deductions. We apply them to your return and explain what they mean for the years ahead.',
    ],
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Form 1040 with all supporting schedules, including Schedule C for the self-employed and Schedule E for rental property',
          'Stock options, restricted stock units and employee stock purchase plans',
          'Investment income, capital gains and cost-basis reconciliation',
          'Part-year and nonresident returns for other states',
          'Amended returns (Form 1040-X) and prior-year returns that were never filed',
          'Estimated tax payment schedules for the coming year',
        ],
      },
      {
        heading: 'Key changes on 2025 returns',
        paragraphs: [
          'The One Big Beautiful Bill Act (Public Law 119-21) raised the standard deduction for 2025 and created several deductions that apply from 2025 through 2028. The figures below are from the IRS; most have income limits, which we check for you.',
        ],
        bullets: [
          'Standard deduction: $15,750 single and $31,500 married filing jointly, up from $15,000 and $30,000',
          'Child tax credit: $2,200 per qualifying child',
          `State and local tax (SALT) deduction cap: ${saltCapSummary}`,
          'Qualified tips: a deduction of up to $25,000',
          'Qualified overtime pay: a deduction of up to $12,500 ($25,000 joint)',
          'Taxpayers 65 and older: an extra deduction of $6,000 each',
        ],
      },
      {
        heading: 'Planning ahead',
        paragraphs: [
          'For 2026 the standard deduction rises to $16,100 for single filers and $32,200 for married couples filing jointly. A short planning meeting in the fall lets us project your tax, adjust withholding or estimated payments, and decide whether to itemize, group charitable gifts into one year or shift income and deductions between years.',
        ],
      },
    ],
    audience: [
      'Employees with W-2 income, including those with equity compensation',
      'Self-employed professionals and freelancers',
      'Retirees drawing Social Security, pensions and IRA distributions',
      'Families who moved to Texas from a state with an income tax',
      'Investors with brokerage accounts or rental property',
    ],
    engagement: [
      consultation,
      {
        step: 'Fixed quote',
        detail:
          'Your fee is based on the forms and schedules your return needs and is confirmed in an engagement letter before we start.',
      },
      {
        step: 'Secure document upload',
        detail:
          'We send a checklist based on last year’s return. You upload W-2s, 1099s and other records through File Drop.',
      },
      {
        step: 'Review and e-file',
        detail:
          'We go through the draft return with you, answer your questions and e-file once you sign IRS Form 8879, the e-file authorization.',
      },
      yearRound,
    ],
    sources: [src.obbba, src.revProc202532, src.texasNoIncomeTax],
    lastReviewed: LAST_REVIEWED,
  },

  {
    route: '/services-business-tax',
    contactSubject: 'tax-services',
    intro: [
      'We prepare federal income tax returns for partnerships, multi-member LLCs, S corporations and C corporations, and the Texas franchise tax reports that go with them. Because business and owner returns are connected, we coordinate each entity return with its owners’ personal returns so that K-1s, basis and distributions line up.',
      franchiseFilingRule,
    ],
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'Form 1065 for partnerships and multi-member LLCs, with a Schedule K-1 for each partner',
          'Form 1120-S for S corporations and Form 1120 for C corporations',
          'Schedule C for sole proprietors and single-member LLCs',
          'Texas franchise tax reports, and the Public Information Report or Ownership Information Report that every taxable entity files',
          'Fixed asset and depreciation schedules',
          'Form 1099-NEC preparation for contractors you pay',
        ],
      },
      {
        heading: 'Deadlines we plan around',
        paragraphs: [
          'An extension gives more time to file, not more time to pay. We track these dates for every client and request extensions where they are needed.',
        ],
        bullets: [
          'March 15: federal returns for calendar-year partnerships and S corporations (Forms 1065 and 1120-S)',
          'April 15: federal returns for calendar-year C corporations (Form 1120)',
          `${texasFranchise.dueDate}: Texas franchise tax report, or only the Public Information Report or Ownership Information Report at or below the no-tax-due threshold`,
        ],
      },
      {
        heading: 'Planning that lowers the bill',
        paragraphs: [
          'The qualified business income deduction of up to 20% for owners of pass-through businesses was made permanent by the One Big Beautiful Bill Act. Before year-end we review owner compensation, retirement plan contributions, equipment purchases and the timing of income and expenses, while there is still time to act.',
        ],
      },
    ],
    audience: [
      'Partnerships and multi-member LLCs',
      'S corporations and C corporations',
      'Sole proprietors and single-member LLCs',
      'New businesses filing their first return',
    ],
    engagement: [
      consultation,
      fixedQuote,
      {
        step: 'Year-end books',
        detail:
          'If we keep your books, the return starts from a closed year. If not, we review your trial balance through File Drop and propose any adjusting entries.',
      },
      {
        step: 'Review, signatures and filing',
        detail:
          'We review the return and K-1s with the owners, collect signatures electronically, then file the federal return and the Texas franchise tax report by their own deadlines.',
      },
      {
        step: 'Owner coordination and year-round support',
        detail:
          'K-1s go straight to the owners’ personal returns, and we stay available for estimated payments, notices and planning during the year.',
      },
    ],
    sources: [src.texasFranchise, src.texasThreshold, src.taxCalendar, src.obbba],
    lastReviewed: LAST_REVIEWED,
  },

  {
    route: '/services-bookkeeping',
    contactSubject: 'accounting-services',
    intro: [
      'Our bookkeeping service keeps your books current every month, so you always know where the business stands and tax time starts from clean numbers. We work in QuickBooks Online and coordinate with your payroll provider and the Texas Comptroller on your behalf.',
    ],
    sections: [
      {
        heading: 'Monthly service',
        bullets: [
          'Categorizing transactions from bank feeds and receipts',
          'Reconciling every bank, credit card and loan account to its statement',
          'Reviewing accounts receivable and accounts payable aging',
          'Recording payroll from your payroll provider’s reports and checking payroll tax deposits',
          'Monthly profit and loss statement, balance sheet and a short note on what changed',
        ],
      },
      {
        heading: 'Texas sales and use tax',
        paragraphs: [
          'If you sell taxable goods or services in Texas, we prepare and file your sales and use tax returns with the Texas Comptroller on the monthly, quarterly or yearly schedule the Comptroller assigns you. Returns are due on the 20th day of the month after the reporting period, and we reconcile the tax collected in your books to each return.',
        ],
      },
      {
        heading: 'QuickBooks Online setup and migration',
        paragraphs: [
          'New clients can start with a fresh QuickBooks Online file built around a chart of accounts that matches how your business reports its taxes. If you are on an older QuickBooks Desktop version, we can move your history across; our QuickBooks page explains the support timeline.',
        ],
      },
    ],
    audience: [
      'Service businesses, retailers and contractors with regular monthly activity',
      'Owners who are spending evenings and weekends on their own books',
      'Businesses that collect Texas sales tax',
      'Companies with employees paid through an outside payroll service',
    ],
    engagement: [
      consultation,
      {
        step: 'Access and onboarding',
        detail:
          'You add us as an accountant user in QuickBooks Online and share recent statements through File Drop; we connect bank feeds and agree a monthly routine.',
      },
      {
        step: 'Fixed monthly fee',
        detail:
          'Your engagement letter sets a fixed monthly fee based on the number of accounts and transactions, reviewed with you once a year.',
      },
      {
        step: 'Monthly close and report',
        detail:
          'After each month ends we reconcile, close the period and send your statements with any questions we need you to answer.',
      },
      {
        step: 'Quarterly review call',
        detail:
          'Once a quarter we walk through the numbers with you and flag estimated tax payments and anything that affects your return.',
      },
    ],
    sources: [src.texasSales],
    lastReviewed: LAST_REVIEWED,
  },

  {
    route: '/services-cfo',
    contactSubject: 'outsourced-cfo-services',
    intro: [
      'Growing companies often reach a point where the books are accurate but nobody has time to turn them into a plan. Our outsourced CFO service gives you a senior finance partner for a few days a month: someone who builds the forecast, watches cash, prepares the board pack and sits beside you when you talk to the bank.',
    ],
    sections: [
      {
        heading: 'What is included',
        bullets: [
          'A rolling 13-week cash-flow forecast, updated as actual results come in',
          'Annual budget and monthly budget-to-actual reporting',
          'KPI dashboards built around the measures that drive your business, such as gross margin, backlog or customer acquisition cost',
          'Board and investor reporting packages',
          'Lender packages for new credit lines and term loans, and ongoing covenant monitoring',
          'Analysis of pricing, hiring plans and major purchases',
        ],
      },
      {
        heading: 'How it fits with your team',
        paragraphs: [
          'We work with your existing bookkeeper or controller, or with our own bookkeeping service, and meet with leadership every month. Engagements are sized to need, from a monthly review and forecast update to a standing seat in leadership meetings.',
        ],
      },
      {
        heading: 'When it makes sense',
        paragraphs: [
          'Typical triggers are a first bank loan or line of credit, raising outside capital, rapid hiring, a cash squeeze despite strong sales, or a board asking for better information than the business currently produces.',
        ],
      },
    ],
    audience: [
      'Owner-managed companies that have outgrown spreadsheets',
      'Start-ups preparing for investors or a board',
      'Businesses applying for bank financing',
      'Non-profits that need budgets and board-ready reporting',
    ],
    engagement: [
      consultation,
      {
        step: 'Financial assessment',
        detail:
          'We review your recent financial statements, current reporting and cash position to agree the priorities for the first few months.',
      },
      {
        step: 'Engagement letter and fixed monthly fee',
        detail:
          'The letter sets out the deliverables, meeting rhythm and a fixed monthly fee, with no long lock-in period.',
      },
      {
        step: 'Build the toolkit',
        detail:
          'We set up the cash-flow forecast, budget and KPI dashboard, using data shared securely through File Drop and your accounting system.',
      },
      {
        step: 'Monthly CFO meeting',
        detail:
          'Each month we review results against budget and forecast, discuss decisions ahead and update the board or lender reporting.',
      },
    ],
  },

  {
    route: '/services-rei',
    contactSubject: 'real-estate-investing-services',
    intro: [
      'Real estate is one of the most tax-sensitive investments there is. The return for a single rental house can involve depreciation, the line between repairs and improvements, passive loss limits and, eventually, a sale or an exchange. We work with landlords and investors throughout the year, from owners of a single duplex to partnerships holding several properties.',
    ],
    sections: [
      {
        heading: 'Rental reporting and depreciation',
        paragraphs: [
          'We report rental income and expenses on Schedule E, separate deductible repairs from capital improvements, and keep a depreciation schedule for every property. Residential rental buildings are depreciated over 27.5 years and nonresidential buildings over 39 years; the land under them is not depreciated at all.',
        ],
      },
      {
        heading: 'Cost segregation and 1031 exchanges',
        paragraphs: [
          'A cost segregation study reclassifies parts of a building, such as certain fixtures, finishes and site improvements, into 5-, 7- and 15-year property, which brings depreciation deductions forward. We help you judge whether a study is worth its cost and report the results correctly.',
          'A 1031 exchange defers gain when real property held for investment or business use is exchanged for like-kind real property. Replacement property must be identified within 45 days and received within 180 days of the sale, or by the due date of your return for the year of the sale (including extensions) if that is earlier. We work with your qualified intermediary and report the exchange on Form 8824.',
        ],
      },
      {
        heading: 'Passive losses and entity structuring',
        paragraphs: [
          'Rental losses are generally passive. If you actively participate in managing the property, up to $25,000 of rental losses can offset other income, phased out as modified adjusted gross income rises from $100,000 to $150,000. Qualifying real estate professionals may deduct more, and we help you document whether you qualify.',
          'We also advise on holding property in LLCs or partnerships, working with your attorney on liability protection and with you on the tax and bookkeeping consequences of each structure.',
        ],
      },
    ],
    audience: [
      'Owners of single-family rentals, duplexes and small multifamily properties',
      'Short-term rental hosts',
      'Investors planning a sale or a 1031 exchange',
      'Real estate professionals and partnerships holding several properties',
    ],
    engagement: [
      consultation,
      {
        step: 'Property inventory',
        detail:
          'We gather closing statements, prior depreciation schedules and operating records for each property through File Drop.',
      },
      fixedQuote,
      {
        step: 'Return preparation and review',
        detail:
          'We prepare your return with a property-by-property summary and review it with you, including any losses carried forward.',
      },
      {
        step: 'Transaction planning',
        detail:
          'Call us before you buy, sell, refinance or exchange a property, so the tax consequences are understood while you can still shape the deal.',
      },
    ],
    sources: [src.pub527, src.pub946, src.form8824, src.pub925],
    lastReviewed: LAST_REVIEWED,
  },

  {
    route: '/services-nptax',
    contactSubject: 'non-profit-tax-services',
    intro: [
      'Tax-exempt status comes with annual filing obligations, and missing them can cost an organization its exemption. We prepare Form 990-series returns for charities, foundations and associations, handle Texas exemption applications with the Comptroller, and help boards understand what their returns say about the organization.',
    ],
    sections: [
      {
        heading: 'Annual IRS returns',
        paragraphs: [
          'Which return you file depends mainly on your size. Returns are due on the 15th day of the fifth month after your year ends, which is May 15 for a calendar-year organization. An organization that does not file for three consecutive years loses its federal exemption automatically.',
        ],
        bullets: [
          'Form 990-N (e-Postcard) for organizations whose gross receipts are normally $50,000 or less',
          'Form 990-EZ for organizations with gross receipts under $200,000 and total assets under $500,000',
          'Form 990 for larger organizations, with the schedules that apply to you',
          'Form 990-PF for private foundations, whatever their size',
        ],
      },
      {
        heading: 'Texas franchise and sales tax exemptions',
        paragraphs: [
          'Texas exemptions are not automatic: an organization applies to the Texas Comptroller. We prepare the application that fits your organization, such as Form AP-204 for organizations exempt under Internal Revenue Code section 501(c), or the separate applications for charitable, religious and educational organizations, to secure exemption from franchise tax and from sales tax on qualifying purchases.',
          'Exempt organizations still collect sales tax on most taxable items they sell, so we also help set up sales tax collection for gift shops, events and similar activities.',
        ],
      },
      {
        heading: 'Unrelated business income (Form 990-T)',
        paragraphs: [
          'Income from a trade or business that is regularly carried on and not substantially related to your exempt purpose, such as some advertising or rental arrangements, can be taxable. An organization with $1,000 or more of gross unrelated business income files Form 990-T. We review your revenue streams, identify what is taxable and prepare the return.',
        ],
      },
      {
        heading: 'Board and governance support',
        bullets: [
          'Board review of the draft Form 990 before it is filed',
          'Donor acknowledgment and public disclosure requirements',
          'Applications for recognition of exemption (Form 1023 or Form 1023-EZ)',
          'Reinstatement after an automatic revocation',
        ],
      },
    ],
    audience: [
      'Public charities and community organizations',
      'Private and family foundations',
      'Trade associations, social clubs and other 501(c) organizations',
      'New non-profits applying for federal and Texas exemption',
    ],
    engagement: [
      consultation,
      {
        step: 'Filing review',
        detail:
          'We confirm your exempt status, filing history and due dates with the IRS and the Texas Comptroller, and flag anything overdue.',
      },
      fixedQuote,
      {
        step: 'Document exchange and preparation',
        detail:
          'Your treasurer or bookkeeper shares financial statements, board minutes and grant records through File Drop, and we prepare the return.',
      },
      {
        step: 'Board review and filing',
        detail:
          'We review the draft with your officers or finance committee, make any changes and file electronically before the deadline.',
      },
    ],
    sources: [src.form990Series, src.autoRevocation, src.ubit, src.texasExempt],
    lastReviewed: LAST_REVIEWED,
  },
]);
