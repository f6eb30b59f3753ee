import type { EnquiryRow } from './enquiry';
import { parseMailbox } from './settings';

/** What the mail needs of a row, its personal fields already opened. */
export type MailRow = Pick<
  EnquiryRow,
  'id' | 'message_id' | 'received_at' | 'time_stamp' | 'name' | 'email' | 'phone' | 'category' | 'message' | 'in_doubt'
>;

export function messageIdFor(uuid: string, domain: string): string {
  return `<enquiry.${uuid}@${domain}>`;
}

export const mailSubject = (row: MailRow) => `Website enquiry #${row.id}: ${row.category}`;

export function mailText(row: MailRow): string {
  return [
    `A visitor sent this enquiry through the website contact form.`,
    ``,
    `Name:      ${row.name}`,
    `Email:     ${row.email}`,
    `Phone:     ${row.phone}`,
    `Category:  ${row.category}`,
    `Sent at:   ${row.time_stamp} UTC (visitor's clock)`,
    `Received:  ${row.received_at} (server)`,
    `Reference: enquiry #${row.id}`,
    ``,
    `Message:`,
    row.message,
    ``,
    `Reply to this email to answer ${row.name} directly.`,
  ].join('\n');
}

/** Beyond the usual ones; a copy sent after a crash says it may be a duplicate. */
export function mailHeaders(row: MailRow): Record<string, string> {
  return {
    'X-Enquiry-Id': String(row.id),
    ...(row.in_doubt ? { 'X-Enquiry-Redelivery': 'possible-duplicate' } : {}),
  };
}

const encoder = new TextEncoder();
const isPrintableAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RFC 2047 for a header text that is not plain ASCII. */
const headerText = (text: string) => (isPrintableAscii(text) ? text : `=?UTF-8?B?${base64Utf8(text)}?=`);

function quotedPrintable(text: string): string {
  const lines = text.split('\n').map((line) => {
    let out = '';
    let width = 0;
    const bytes = encoder.encode(line);
    bytes.forEach((byte, i) => {
      const last = i === bytes.length - 1;
      const plain = byte >= 33 && byte <= 126 && byte !== 61;
      const piece = plain || ((byte === 32 || byte === 9) && !last) ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      if (width + piece.length > 75) {
        out += '=\r\n';
        width = 0;
      }
      out += piece;
      width += piece.length;
    });
    return out;
  });
  return lines.join('\r\n');
}

function mailbox(value: string): string {
  const angle = /^\s*([^<>]*?)\s*<([^<>]+)>\s*$/.exec(value);
  if (!angle || !angle[1]) return parseMailbox(value) ?? value.trim();
  const name = angle[1].replace(/^"|"$/g, '');
  return `${isPrintableAscii(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : headerText(name)} <${angle[2]!.trim()}>`;
}

/**
 * The enquiry as a complete RFC 5322 message, for a platform that sends raw MIME (the Worker's send_email).
 * The visitor's name is letters and spaces only (the schema), so it cannot break out of Reply-To.
 */
export function mimeMessage(row: MailRow, settings: { mailFrom: string; mailTo: string }): string {
  const text = mailText(row);
  const simple = text.split('\n').every((line) => line.length <= 76 && isPrintableAscii(line));
  const headers: [string, string][] = [
    ['From', mailbox(settings.mailFrom)],
    ['To', settings.mailTo.split(',').map(mailbox).join(', ')],
    ['Reply-To', `${headerText(row.name)} <${row.email}>`],
    ['Subject', headerText(mailSubject(row))],
    ['Message-ID', row.message_id],
    ['Date', new Date(row.received_at).toUTCString().replace('GMT', '+0000')],
    ['MIME-Version', '1.0'],
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Content-Transfer-Encoding', simple ? '7bit' : 'quoted-printable'],
    ...Object.entries(mailHeaders(row)),
  ];
  return `${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${simple ? text.split('\n').join('\r\n') : quotedPrintable(text)}\r\n`;
}
