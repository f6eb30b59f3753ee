/** QuickBooks Desktop discontinuation page, /services-quickbooks (Intuit's service discontinuation policy). */
import { defineContent } from '@/lib/define-content';
import { quickbooksSchema } from '@/lib/schemas';

export const quickbooks = defineContent('quickbooks.ts', quickbooksSchema, {
  notice: {
    title: 'QuickBooks Desktop 2022 is no longer supported',
    paragraphs: [
      'Intuit ended support for QuickBooks Desktop 2022 (Pro Plus 2022, Premier Plus 2022, Mac Plus 2022 and Enterprise 22) after May 31, 2025. Since then, those versions receive no security updates, live support, payroll, bank feeds or online services.',
      'QuickBooks Desktop 2023 followed under the same policy after May 31, 2026, so both versions are now unsupported. If your company file still runs on either of them, the software opens, but the connected services your bookkeeping depends on no longer work.',
      'Intuit also stopped selling QuickBooks Desktop Pro Plus, Premier Plus and Mac Plus to new US subscribers after September 30, 2024. Existing subscribers can move to the current Desktop release included in their subscription; QuickBooks Desktop Enterprise is still sold; everyone else moves to QuickBooks Online.',
    ],
  },
  endOfSupport: '2025-05-31',
  affectedServices: [
    {
      id: 'security-updates',
      title: 'Security updates',
      paragraphs: [
        'Intuit no longer releases critical security patches for a discontinued version. Your company file holds bank details, customer records and employee information, so running it on unpatched software raises the risk of a breach, and it may fall short of the safeguards your bank, insurer or payment processor expects.',
      ],
    },
    {
      id: 'live-support',
      title: 'Live technical support',
      paragraphs: [
        "Intuit's phone and chat support no longer helps with a discontinued version. If the company file becomes damaged or the software stops working after an operating system update, you cannot call Intuit for help with it.",
      ],
    },
    {
      id: 'desktop-payroll',
      title: 'QuickBooks Desktop Payroll',
      paragraphs: [
        'Payroll subscriptions require a supported version. Without one, payroll tax table updates stop, and so do e-filing and e-paying federal and state payroll forms and direct deposit through QuickBooks. Paychecks calculated with out-of-date tables can withhold the wrong amounts.',
      ],
    },
    {
      id: 'bank-feeds',
      title: 'Online banking and bank feeds',
      paragraphs: [
        'Bank feeds no longer download transactions from your bank and credit card accounts into a discontinued version. Transactions have to be keyed in or imported by hand, which slows month-end reconciliation and makes errors more likely.',
      ],
    },
    {
      id: 'payments-online-services',
      title: 'Payments and online services',
      paragraphs: [
        'Intuit online services connected to the desktop software, such as QuickBooks Payments for card and bank transfer processing, online invoice payments and online backup, stop working with a discontinued version. Customers who pay from an emailed invoice may no longer be able to do so.',
      ],
    },
    {
      id: 'add-ons-integrations',
      title: 'Add-ons and integrations',
      paragraphs: [
        'Add-ons that rely on Intuit services stop with the version, and third-party apps that connect to QuickBooks Desktop, such as time tracking, inventory and point-of-sale tools, are generally tested and supported only on current versions. Check with each vendor before assuming an integration still works.',
      ],
    },
  ],
  migration: [
    'Our founder is a Certified QuickBooks ProAdvisor for QuickBooks Online and QuickBooks Desktop, and we help businesses move off unsupported versions with as little disruption as possible. The first step is a short review of how you use QuickBooks today: payroll, inventory, job costing, multi-user access, reports you rely on, and the apps connected to it. From that we recommend the move that fits: the current Desktop release if your existing subscription includes it, QuickBooks Desktop Enterprise for larger inventory or job-costing needs, or QuickBooks Online.',
    'Before any move we clean up the company file: reconcile bank and credit card accounts, clear stale open items, merge duplicate customers, vendors and items, and review the chart of accounts. We then run the upgrade or the conversion to QuickBooks Online, compare balance sheets and profit and loss reports before and after, and correct anything that did not carry over, such as memorised reports, payroll history or sales tax settings.',
    'Once you are on the new version we set up bank feeds, payroll and your integrations again, and train you and your staff on the daily tasks that have changed. If you would like help with an upgrade or migration, contact us and we will walk through the options with you.',
  ],
  contactSubject: 'quickbooks',
  sources: [
    {
      label: 'Intuit: QuickBooks Desktop service discontinuation policy',
      url: 'https://quickbooks.intuit.com/learn-support/en-us/help-article/feature-preferences/quickbooks-desktop-service-discontinuation-policy/L17cXxlie_US_en_US',
    },
  ],
  lastReviewed: '2026-11-24',
});
