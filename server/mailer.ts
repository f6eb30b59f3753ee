/**
 * Turns a stored enquiry into the email the firm receives, and the SMTP transport that sends it.
 */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Config } from './config';
import type { EnquiryRow } from './store';

export type MailTransport = Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>;

export function createTransport(config: Config): MailTransport {
  return nodemailer.createTransport({
    host: config.smtp.host,
    port: config.smtp.port,
    secure: config.smtp.secure,
    requireTLS: !config.smtp.secure && config.smtp.requireTls,
    auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass } : undefined,
    pool: true,
    maxConnections: config.mailConcurrency,
    // Fail fast when the mail server is unreachable: the outbox retries with backoff.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Nodemailer's own logger would print addresses and message text: keep it off.
    logger: false,
    debug: false,
  });
}

/** The stable Message-ID of an enquiry, fixed when it is stored and reused by every attempt. */
export function messageIdFor(uuid: string, domain: string): string {
  return `<enquiry.${uuid}@${domain}>`;
}

export function buildMail(row: EnquiryRow, config: Pick<Config, 'mailFrom' | 'mailTo'>): SendMailOptions {
  const text = [
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
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: row.name, address: row.email },
    subject: `Website enquiry #${row.id}: ${row.category}`,
    text,
    // The same Message-ID and Date on every attempt: a copy delivered twice is recognisably the
    // same message, and mailbox providers that de-duplicate by Message-ID drop the second one.
    messageId: row.message_id,
    date: new Date(row.received_at),
    headers: {
      'X-Enquiry-Id': String(row.id),
      ...(row.in_doubt ? { 'X-Enquiry-Redelivery': 'possible-duplicate' } : {}),
    },
  };
}

/**
 * A short, content-free description of a delivery failure, for the store and the log. `permanent`:
 * the mail server refused this message (a 5xx reply to its envelope or content), so retrying alone
 * will not help; a 5xx to the login or to STARTTLS is the account's problem and stays retried.
 */
export function describeMailError(error: unknown): { code: string; detail: string; permanent: boolean } {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const code = [e.code, e.responseCode].filter(Boolean).join(' ') || 'ERROR';
  const permanent =
    (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return { code, detail: `${code}: ${(e.message ?? String(error)).slice(0, 160)}`, permanent };
}
