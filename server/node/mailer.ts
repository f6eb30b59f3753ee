import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Config } from './config';
import { mailHeaders, mailSubject, mailText } from '@cpa-site/enquiry-core/mail';
import type { EnquiryRow } from './store';

export { messageIdFor } from '@cpa-site/enquiry-core/mail';

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
    // Fail fast: the outbox retries with backoff.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Nodemailer's own logger would print addresses and message text.
    logger: false,
    debug: false,
  });
}

export function buildMail(row: EnquiryRow, config: Pick<Config, 'mailFrom' | 'mailTo'>): SendMailOptions {
  return {
    from: config.mailFrom,
    to: config.mailTo,
    replyTo: { name: row.name, address: row.email },
    subject: mailSubject(row),
    text: mailText(row),
    // Fixed across attempts: a second copy is recognisably the same message, and providers drop it by Message-ID.
    messageId: row.message_id,
    date: new Date(row.received_at),
    headers: mailHeaders(row),
  };
}

export function describeMailError(error: unknown): { code: string; detail: string; permanent: boolean } {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const code = [e.code, e.responseCode].filter(Boolean).join(' ') || 'ERROR';
  // A 5xx to the login or STARTTLS is the account's problem, not this message's: it stays retried.
  const refusedThisMessage = e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
  const permanent = refusedThisMessage && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  return { code, detail: `${code}: ${(e.message ?? String(error)).slice(0, 160)}`, permanent };
}
