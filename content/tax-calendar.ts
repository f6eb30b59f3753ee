/** Statutory month and day of each due date (lib/due-dates.ts moves them); check against IRS Publication 509 before setting lastReviewed. */
import { defineContent } from '@/lib/define-content';
import { calendarYears, dueDatesFor } from '@/lib/due-dates';
import { taxCalendarSchema, type CalendarAudience } from '@/lib/schemas';
import type { CalendarOptions } from '@/lib/tax-calendar-ics';
import { site } from './site';
import { franchiseNoTaxDueShort, informationReturnThreshold, informationReturnThresholdRule, texasFranchise } from './tax-figures';

const pub509 = { label: 'IRS Publication 509, Tax Calendars', url: 'https://www.irs.gov/publications/p509' };
const irsCalendar = {
  label: 'IRS online tax calendar',
  url: 'https://www.irs.gov/businesses/small-businesses-self-employed/online-tax-calendar',
};
const comptrollerFranchise = { label: 'Texas Comptroller: Franchise Tax', url: 'https://comptroller.texas.gov/taxes/franchise/' };

export const taxCalendar = defineContent('tax-calendar.ts', taxCalendarSchema, {
  rules: [
    {
      id: 'form-w-2-1099-nec',
      title: 'Forms W-2 and 1099-NEC for {year}',
      form: 'Form W-2, Form 1099-NEC',
      who: ['employers', 'businesses', 'non-profits'],
      month: 1,
      day: 31,
      taxYearOffset: -1,
      description:
        `Give employees their {year} Forms W-2 and file Copy A with the Social Security Administration. Give contractors their Forms 1099-NEC for nonemployee compensation and file them with the IRS. ${informationReturnThresholdRule}`,
      source: pub509,
      figureSource: informationReturnThreshold.source,
    },
    {
      id: 'form-1099-misc',
      title: 'Forms 1099-MISC to the IRS for {year}',
      form: 'Form 1099-MISC, Form 1096',
      who: ['businesses', 'non-profits'],
      month: 2,
      day: 28,
      taxYearOffset: -1,
      description:
        `File Copy A of each {year} Form 1099-MISC (rents, royalties, prizes and awards, payments to attorneys and other miscellaneous income) with the IRS by this date on paper, with Form 1096, or by {laterDate} electronically. ${informationReturnThresholdRule}`,
      laterDate: { month: 3, day: 31 },
      source: pub509,
      figureSource: informationReturnThreshold.source,
    },
    {
      id: 'form-941-q4',
      title: 'Payroll tax return for October to December {year}',
      form: 'Form 941',
      who: ['employers'],
      month: 1,
      day: 31,
      taxYearOffset: -1,
      description:
        'Report income tax withheld and Social Security and Medicare taxes for the fourth quarter of {year}. If every deposit for the quarter was made on time, the return may be filed by {laterDate} (the 10th day of the second month after the quarter).',
      laterDate: { month: 2, day: 10 },
      source: pub509,
    },
    {
      id: 'form-940',
      title: 'Federal unemployment (FUTA) tax return for {year}',
      form: 'Form 940',
      who: ['employers'],
      month: 1,
      day: 31,
      taxYearOffset: -1,
      description:
        'Report the federal unemployment (FUTA) tax on {year} wages and pay any of it not yet deposited. If every FUTA deposit for the year was made on time, the return may be filed by {laterDate}.',
      laterDate: { month: 2, day: 10 },
      source: pub509,
    },
    {
      id: 'estimated-tax-q4',
      title: 'Fourth estimated tax payment for {year}',
      form: 'Form 1040-ES',
      who: ['individuals'],
      month: 1,
      day: 15,
      taxYearOffset: -1,
      description:
        'Last installment of {year} estimated tax. It can be skipped if you file your {year} Form 1040 and pay all the tax due by {laterDate}.',
      laterDate: { month: 1, day: 31 },
      source: pub509,
    },
    {
      id: 'pass-through-returns',
      title: 'Partnership and S corporation returns for {year}',
      form: 'Form 1065, Form 1120-S',
      who: ['businesses'],
      month: 3,
      day: 15,
      taxYearOffset: -1,
      description:
        'Calendar-year partnerships file Form 1065 and S corporations Form 1120-S, and give each partner or shareholder a Schedule K-1. Form 7004 filed by this date extends the return by six months.',
      source: pub509,
    },
    {
      id: 'individual-returns',
      title: 'Individual income tax returns for {year}',
      form: 'Form 1040',
      who: ['individuals'],
      month: 4,
      day: 15,
      taxYearOffset: -1,
      description:
        'File your {year} Form 1040 or 1040-SR and pay any tax still owed. Interest and late-payment penalties run from this date even when the return is extended.',
      source: pub509,
    },
    {
      id: 'individual-extension',
      title: 'Extension request for {year} individual returns',
      form: 'Form 4868',
      who: ['individuals'],
      month: 4,
      day: 15,
      taxYearOffset: -1,
      description:
        'File Form 4868, or pay electronically and mark the payment as an extension, for six more months to file your {year} return. It extends the time to file, not the time to pay.',
      source: pub509,
    },
    {
      id: 'c-corporation-returns',
      title: 'C corporation income tax returns for {year}',
      form: 'Form 1120',
      who: ['businesses'],
      month: 4,
      day: 15,
      taxYearOffset: -1,
      description:
        'Calendar-year corporations file their {year} Form 1120 and pay any tax due. Form 7004 filed by this date extends the return by six months, not the payment.',
      source: pub509,
    },
    {
      id: 'estimated-tax-q1',
      title: 'First estimated tax payment for {year}',
      form: 'Form 1040-ES',
      who: ['individuals'],
      month: 4,
      day: 15,
      taxYearOffset: 0,
      description:
        'First installment of {year} estimated tax, for income that has no withholding or too little: self-employment, rental, investment or retirement income.',
      source: pub509,
    },
    {
      id: 'corporate-estimated-tax-q1',
      title: 'First corporate estimated tax installment for {year}',
      form: 'Form 1120-W',
      who: ['businesses'],
      month: 4,
      day: 15,
      taxYearOffset: 0,
      description:
        'A calendar-year corporation that expects {year} tax of $500 or more pays its first installment by electronic funds transfer, figured on Form 1120-W, a worksheet it keeps and does not file. A fiscal-year corporation pays on the 15th day of the 4th, 6th, 9th and 12th months of its tax year.',
      source: pub509,
    },
    {
      id: 'form-941-q1',
      title: 'Payroll tax return for January to March {year}',
      form: 'Form 941',
      who: ['employers'],
      month: 4,
      day: 30,
      taxYearOffset: 0,
      description:
        'Report income tax withheld and Social Security and Medicare taxes for the first quarter of {year}. If every deposit for the quarter was made on time, the return may be filed by {laterDate} (the 10th day of the second month after the quarter).',
      laterDate: { month: 5, day: 10 },
      source: pub509,
    },
    {
      id: 'exempt-organization-returns',
      title: 'Exempt organization returns for {year}',
      form: 'Form 990, 990-EZ, 990-PF or 990-N',
      who: ['non-profits'],
      month: 5,
      day: 15,
      taxYearOffset: -1,
      description:
        'Calendar-year tax-exempt organizations file their {year} return, due the 15th day of the 5th month after the year ends. Form 8868 filed by this date extends it by six months (the 990-N cannot be extended).',
      source: pub509,
    },
    {
      id: 'texas-franchise-report',
      title: 'Texas franchise tax report for {year}',
      form: 'Texas Franchise Tax Report, Public Information Report',
      who: ['businesses'],
      month: 5,
      day: 15,
      taxYearOffset: 0,
      description:
        `The {year} franchise tax report and any tax due, with the Public Information Report or Ownership Information Report. ${franchiseNoTaxDueShort} An extension request made and paid by this date moves the report to November 15 for most entities.`,
      source: comptrollerFranchise,
    },
    {
      id: 'estimated-tax-q2',
      title: 'Second estimated tax payment for {year}',
      form: 'Form 1040-ES',
      who: ['individuals'],
      month: 6,
      day: 15,
      taxYearOffset: 0,
      description: 'Second installment of {year} estimated tax, covering income received in April and May.',
      source: pub509,
    },
    {
      id: 'corporate-estimated-tax-q2',
      title: 'Second corporate estimated tax installment for {year}',
      form: 'Form 1120-W',
      who: ['businesses'],
      month: 6,
      day: 15,
      taxYearOffset: 0,
      description:
        'Second installment of a calendar-year corporation’s {year} estimated tax, paid by electronic funds transfer.',
      source: pub509,
    },
    {
      id: 'form-941-q2',
      title: 'Payroll tax return for April to June {year}',
      form: 'Form 941',
      who: ['employers'],
      month: 7,
      day: 31,
      taxYearOffset: 0,
      description:
        'Report income tax withheld and Social Security and Medicare taxes for the second quarter of {year}. If every deposit for the quarter was made on time, the return may be filed by {laterDate} (the 10th day of the second month after the quarter).',
      laterDate: { month: 8, day: 10 },
      source: pub509,
    },
    {
      id: 'pass-through-extended',
      title: 'Extended partnership and S corporation returns for {year}',
      form: 'Form 1065, Form 1120-S',
      who: ['businesses'],
      month: 9,
      day: 15,
      taxYearOffset: -1,
      description: 'Last day to file a {year} Form 1065 or 1120-S for a partnership or S corporation that filed Form 7004 by the March due date.',
      source: pub509,
    },
    {
      id: 'estimated-tax-q3',
      title: 'Third estimated tax payment for {year}',
      form: 'Form 1040-ES',
      who: ['individuals'],
      month: 9,
      day: 15,
      taxYearOffset: 0,
      description: 'Third installment of {year} estimated tax, covering income received in June, July and August.',
      source: pub509,
    },
    {
      id: 'corporate-estimated-tax-q3',
      title: 'Third corporate estimated tax installment for {year}',
      form: 'Form 1120-W',
      who: ['businesses'],
      month: 9,
      day: 15,
      taxYearOffset: 0,
      description:
        'Third installment of a calendar-year corporation’s {year} estimated tax, paid by electronic funds transfer.',
      source: pub509,
    },
    {
      id: 'individual-extended',
      title: 'Extended individual returns for {year}',
      form: 'Form 1040',
      who: ['individuals'],
      month: 10,
      day: 15,
      taxYearOffset: -1,
      description: 'Last day to file a {year} Form 1040 if you requested the automatic six-month extension by the April due date.',
      source: irsCalendar,
    },
    {
      id: 'c-corporation-extended',
      title: 'Extended C corporation returns for {year}',
      form: 'Form 1120',
      who: ['businesses'],
      month: 10,
      day: 15,
      taxYearOffset: -1,
      description: 'Last day to file a {year} Form 1120 for a calendar-year corporation that filed Form 7004 by the April due date.',
      source: pub509,
    },
    {
      id: 'form-941-q3',
      title: 'Payroll tax return for July to September {year}',
      form: 'Form 941',
      who: ['employers'],
      month: 10,
      day: 31,
      taxYearOffset: 0,
      description:
        'Report income tax withheld and Social Security and Medicare taxes for the third quarter of {year}. If every deposit for the quarter was made on time, the return may be filed by {laterDate} (the 10th day of the second month after the quarter).',
      laterDate: { month: 11, day: 10 },
      source: pub509,
    },
    {
      id: 'exempt-organization-extended',
      title: 'Extended exempt organization returns for {year}',
      form: 'Form 990, 990-EZ or 990-PF',
      who: ['non-profits'],
      month: 11,
      day: 15,
      taxYearOffset: -1,
      description: 'Last day to file a {year} Form 990, 990-EZ or 990-PF for a calendar-year organization that filed Form 8868 by the May due date.',
      source: pub509,
    },
    {
      id: 'texas-franchise-extended',
      title: 'Extended Texas franchise tax report for {year}',
      form: 'Texas Franchise Tax Report',
      who: ['businesses'],
      month: 11,
      day: 15,
      taxYearOffset: 0,
      description:
        'Extended due date of the {year} report for an entity that requested an extension by May 15. Entities that must pay by electronic funds transfer are extended to August 15 first and may then extend to November 15.',
      source: comptrollerFranchise,
    },
    {
      id: 'corporate-estimated-tax-q4',
      title: 'Fourth corporate estimated tax installment for {year}',
      form: 'Form 1120-W',
      who: ['businesses'],
      month: 12,
      day: 15,
      taxYearOffset: 0,
      description:
        'Last installment of a calendar-year corporation’s {year} estimated tax, paid by electronic funds transfer. A penalty for an underpaid installment is figured on Form 2220.',
      source: pub509,
    },
  ],
  subscribe: [
    {
      app: 'Google Calendar',
      steps: 'On a computer, open Google Calendar, select + next to Other calendars, choose From URL, paste the address and select Add calendar. It then appears on your phone too.',
    },
    {
      app: 'Outlook',
      steps: 'In Outlook on the web or Outlook.com, open the calendar, choose Add calendar, then Subscribe from web. Paste the address, name the calendar and select Import.',
    },
    {
      app: 'Apple Calendar',
      steps: 'On a Mac, choose File, then New Calendar Subscription, paste the address and select Subscribe. On an iPhone or iPad, go to Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar.',
    },
  ],
  sources: [pub509, irsCalendar, comptrollerFranchise, texasFranchise.source, informationReturnThreshold.source],
  lastReviewed: '2026-12-04',
});

const ids = taxCalendar.rules.map((rule) => rule.id);
const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
if (duplicate) throw new Error(`content/tax-calendar.ts: rule id "${duplicate}" is used twice`);

/** The filter's groups, in the order the page lists them. */
export const calendarAudiences: { value: CalendarAudience; label: string }[] = [
  { value: 'individuals', label: 'Individuals' },
  { value: 'businesses', label: 'Businesses' },
  { value: 'employers', label: 'Employers' },
  { value: 'non-profits', label: 'Non-profits' },
];

export const taxCalendarYears = calendarYears();

/** Every due date the page and the .ics files show, for the build year and the next. */
export const taxCalendarDates = dueDatesFor(taxCalendar.rules, taxCalendarYears);

export type TaxCalendarDate = (typeof taxCalendarDates)[number];

/** What every .ics file made from the calendar says about the firm. */
export const taxCalendarIcsOptions: CalendarOptions = {
  siteUrl: site.url,
  siteName: site.name,
  disclaimer: site.disclaimer,
  lastReviewed: taxCalendar.lastReviewed,
};
