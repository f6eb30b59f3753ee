/** Spanish twin of content/important-news.ts: the same figures from content/tax-figures.ts; the link goes to the Spanish twin of the One Big Beautiful Bill Act post. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { ContentError, defineContent } from '@/lib/define-content';
import { importantNewsSchema } from '@/lib/schemas';
import { usd } from '@/lib/format';
import { importantNews as english } from './important-news';
import { CONTENT_DIR } from './markdown';
import { NEWS_DIR } from './news';
import { saltCap } from './tax-figures';

/** The English twin this file translates: the first 12 hex digits of the SHA-256 of content/important-news.ts. */
export const translates = '12b518e640c6';

const [salt2025, salt2026] = saltCap.byYear;

/** The Spanish slug of the post, read from its twin so it is written once. */
const OBBBA_TWIN = `${NEWS_DIR}/one-big-beautiful-bill-act-2025-return.es.md`;
const obbbaSlug: unknown = matter(readFileSync(join(CONTENT_DIR, OBBBA_TWIN), 'utf8')).data.slug;
if (typeof obbbaSlug !== 'string' || !obbbaSlug) throw new ContentError(`content/${OBBBA_TWIN} has no slug: the Spanish Important News box links to it`);

export const importantNews: typeof english = defineContent('important-news.es.ts', importantNewsSchema, {
  title: 'Ley One Big Beautiful Bill Act: lo que cambió en las declaraciones de 2025 y lo que significa para 2026',
  para: [
    `La ley One Big Beautiful Bill Act, firmada el 4 de julio de 2025, aumentó la deducción estándar de 2025 a $15,750 para contribuyentes solteros y a $31,500 para casados que presentan una declaración conjunta, subió el crédito tributario por hijos a $2,200 por hijo y elevó el límite de la deducción por impuestos estatales y locales a ${usd(salt2025.cap)} para 2025 (${usd(salt2026.cap)} para 2026), con un límite más bajo para casados que presentan la declaración por separado y para ingresos más altos.`,
    'También creó deducciones nuevas por propinas calificadas, pago de horas extras, intereses de préstamos para automóviles y para contribuyentes de 65 años o más, vigentes hasta 2028, así que la mayoría de estos cambios también se aplican a su declaración de 2026. Nuestro artículo explica cada cambio y quién reúne los requisitos; una revisión de planificación de fin de año es el mejor momento para aprovecharlos.',
  ],
  link: {
    label: 'Lea el artículo completo',
    href: `/es/noticias/${obbbaSlug}`,
  },
  lastReviewed: english.lastReviewed,
});
