/** QuickBooks Desktop discontinuation page, /services-quickbooks: its text is in content/quickbooks/ (see README). */
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

const { body: migracion, ...pagina } = loadEntry(`${QUICKBOOKS_DIR}/page.md`, quickbooksPageFileSchema, { lang: 'es' });

/** The same page in Spanish, /es/servicios-quickbooks: each file's `.es.md` twin. */
export const spanishQuickbooks: typeof quickbooks = defineContent(`${QUICKBOOKS_DIR}/ (es)`, quickbooksSchema, {
  notice: loadEntry(`${QUICKBOOKS_DIR}/notice.md`, markdownNoticeSchema, { lang: 'es' }),
  migration: migracion,
  ...pagina,
  affectedServices: loadEntries(`${QUICKBOOKS_DIR}/affected-services`, markdownItemSchema, { lang: 'es' }),
});
