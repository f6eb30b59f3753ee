/**
 * The type of a Spanish twin of an English content object written `as const`: the same keys, list lengths and
 * non-text values (ids, numbers, paths), with each string widened so it can hold the translation.
 */
export type Translated<T> = T extends string ? string : T extends (...args: never[]) => unknown ? T : { readonly [K in keyof T]: Translated<T[K]> };
