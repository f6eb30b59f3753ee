/** BOI page, /services-boi: its text is in content/boi/ (see README). Check each figure against the sources before changing it. */
import { defineContent } from '@/lib/define-content';
import { boiPageFileSchema, boiSchema, markdownItemSchema, markdownNoticeSchema } from '@/lib/schemas';
import { loadEntries, loadEntry } from './markdown';

export const BOI_DIR = 'boi';

const { body: intro, ...page } = loadEntry(`${BOI_DIR}/page.md`, boiPageFileSchema);

export const boi = defineContent(`${BOI_DIR}/`, boiSchema, {
  notice: loadEntry(`${BOI_DIR}/notice.md`, markdownNoticeSchema),
  intro,
  ...page,
  guidelines: loadEntries(`${BOI_DIR}/guidelines`, markdownItemSchema, { namedBy: 'id', numbered: true }),
  faqs: loadEntries(`${BOI_DIR}/faqs`, markdownItemSchema, { namedBy: 'id', numbered: true }),
  /** The exemptions table, listed as in FinCEN's Small Entity Compliance Guide. */
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
});
