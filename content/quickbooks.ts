/**
 * QuickBooks Desktop discontinuation page, /services-quickbooks (Intuit's service discontinuation
 * policy). Its text is in content/quickbooks/: notice.md, page.md (end-of-support date, sources and
 * review date; the migration text) and one file per affected service.
 */
import { defineContent } from '@/lib/define-content';
import { markdownItemSchema, markdownNoticeSchema, quickbooksPageFileSchema, quickbooksSchema } from '@/lib/schemas';
import { loadEntries, loadEntry } from './markdown';

export const QUICKBOOKS_DIR = 'quickbooks';

const { body: migration, ...page } = loadEntry(`${QUICKBOOKS_DIR}/page.md`, quickbooksPageFileSchema);

export const quickbooks = defineContent(`${QUICKBOOKS_DIR}/`, quickbooksSchema, {
  notice: loadEntry(`${QUICKBOOKS_DIR}/notice.md`, markdownNoticeSchema),
  migration,
  ...page,
  affectedServices: loadEntries(`${QUICKBOOKS_DIR}/affected-services`, markdownItemSchema, { namedBy: 'id', numbered: true }),
});
