/** The one marker every stand-in value carries, so `npm run launch-check` finds each and the site never shows one as real. */
export const PLACEHOLDER_MARK = 'PLACEHOLDER';

/** A stand-in a real firm must replace: `placeholder('CPA certificate number')` -> "PLACEHOLDER: CPA certificate number". */
export const placeholder = (what: string) => `${PLACEHOLDER_MARK}: ${what}`;

export const isPlaceholder = (value: unknown): boolean => typeof value === 'string' && value.startsWith(`${PLACEHOLDER_MARK}: `);

/** What the placeholder stands for: "PLACEHOLDER: CPA certificate number" -> "CPA certificate number". */
export const placeholderWhat = (value: string) => value.slice(PLACEHOLDER_MARK.length + 2);
