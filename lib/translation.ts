/**
 * The shape a Spanish twin of English `as const` copy must match: the same keys and list lengths,
 * any words. A key missing from the twin fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

/** A source whose page exists only in English, labelled so for a Spanish reader: its own title, then "(en inglés)". */
export const inEnglish = <S extends { label: string; url: string }>(source: S): S => ({ ...source, label: `${source.label} (en inglés)` });
