/** Finds copy that claims more people than the firm lists. Pure: the caller passes the text. */

const PLURAL_STAFF = [
  /\b(?:our|the firm['’]s) (?:(?:tax|accounting|advisory|whole|entire) )?(?:team|staff|employees|people|accountants|cpas|experts|professionals|advisors|preparers|partners)\b/gi,
  /\bteam members?\b/gi,
  /\b(?:the )?people behind\b/gi,
  /\bchoose an employee\b/gi,
  /\bmanaging partner\b/gi,
];

/** Each phrase in `text` that speaks of the firm's staff in the plural, as written. */
export function pluralStaffClaims(text: string): string[] {
  return PLURAL_STAFF.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]));
}
