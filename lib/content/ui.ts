import { ui as en } from '@/content/ui';
import { ui as es } from '@/content/ui.es';
import type { Lang } from '@/lib/i18n';

/** The interface strings of `lang`. */
export const uiFor = (lang: Lang) => (lang === 'es' ? es : en);
