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

/** Copy a one-CPA firm cannot stand behind under the Texas Board's advertising rule (22 TAC 501.82), English and Spanish, each with why. */
const MISLEADING = [
  { reason: 'absolute promise about email', pattern: /\bnever (?:as|by|through|over) (?:ordinary )?e-?mail\b|\bnunca (?:como|por) (?:archivos adjuntos|correo)/gi },
  { reason: 'promised outcome', pattern: /\b(?:lowers?|reduces?|cuts?|minimi[sz]es?|maximi[sz]es?|saves?) (?:the|your) (?:tax )?(?:bill|taxes|tax)\b|\bguarantee[sd]?\b|\bno surprise invoices\b|\b(?:reduce|rebaja) (?:la factura|sus impuestos)\b|\bgarantiza(?:mos)?\b|\bfacturas sorpresa\b/gi },
  { reason: 'reply time without its exception', pattern: /(?<!usually )\bwe (?:will )?reply within\b|(?<!normalmente )\brespondemos en (?:un plazo de )?un día\b|\breach you shortly\b|\ble responderemos en breve\b/gi },
  { reason: 'a fixed fee with no basis beside it (a monthly fee set on stated terms is fine)', pattern: /\bfixed(?:[- ]fee| quote| fees)\b|\b(?:cotización|tarifas?) fijas?\b/gi },
  { reason: 'claims to meet a standard the statement only aims for', pattern: /\bstandard this site meets\b|\bque cumple este sitio\b/gi },
];

/** Each phrase in `text` that 22 TAC 501.82 would question, as written, with its reason. */
export function misleadingClaims(text: string): { claim: string; reason: string }[] {
  return MISLEADING.flatMap(({ reason, pattern }) => [...text.matchAll(pattern)].map((m) => ({ claim: m[0], reason })));
}
