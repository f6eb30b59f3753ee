/** The menus of a language, and the link that switches a page to its twin in the other language. */
import { langOf, locales, type Lang } from '@/lib/i18n';
import * as english from './navigation';
import * as spanish from './navigation-es';
import { routePaths, twinOf } from './routes';

/** The header's, mobile menu's and footer's entries in `lang`. */
export const menusFor = (lang: Lang) => (lang === 'es' ? spanish : english);

/** What the language switch on a `lang` page needs: each page of `lang` whose twin is served (aliases included)
 * and that twin, and the other language's name written in that language, with its language tag. */
export function languageSwitchFor(lang: Lang) {
  const target: Lang = lang === 'es' ? 'en' : 'es';
  const twins: Record<string, string> = {};
  for (const path of routePaths) {
    const twin = langOf(path) === lang ? twinOf(path) : undefined;
    if (twin) twins[path] = twin;
  }
  return { twins, label: locales[target].name, lang: locales[target].html };
}

export type LanguageSwitch = ReturnType<typeof languageSwitchFor>;
