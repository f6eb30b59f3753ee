// A local SMTP server for dev and tests; like a real one, it keeps a message only once it has answered 250.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface SinkMail {
  seq: number;
  messageId: string | null;
  enquiryId: number | null;
  redelivery: boolean;
  subject: string | null;
  to: string[];
  raw: string;
  file: string | null;
}

export interface MailSinkOptions {
  host?: string;
  port?: number;
  dir?: string;
  onMail?: (mail: SinkMail) => void;
  beforeAccept?: (mail: Omit<SinkMail, 'seq' | 'file'>, received: number) => Promise<void> | void;
  afterAccept?: (mail: SinkMail) => void;
  onRecipient?: (address: string) => { code: number; message: string } | void;
}

export interface MailSink {
  port: number;
  mails: SinkMail[];
  discarded: number;
  close(): Promise<void>;
  waitFor(count: number, timeoutMs?: number): Promise<SinkMail[]>;
}

function headerValue(headers: string, name: string): string | null {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match ? match[1]!.trim() : null;
}

export function describeMail(raw: string, to: string[]): Omit<SinkMail, 'seq' | 'file'> {
  const end = raw.search(/\r?\n\r?\n/);
  const headers = end >= 0 ? raw.slice(0, end) : raw;
  const enquiryId = headerValue(headers, 'X-Enquiry-Id');
  return {
    messageId: headerValue(headers, 'Message-ID'),
    enquiryId: enquiryId ? Number(enquiryId) : null,
    redelivery: headerValue(headers, 'X-Enquiry-Redelivery') !== null,
    subject: headerValue(headers, 'Subject'),
    to,
    raw,
  };
}

export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const mails: SinkMail[] = [];
  const closedSessions = new Set<string>();
  const waiters = new Set<() => void>();
  let received = 0;
  const state = { discarded: 0 };
  if (options.dir) mkdirSync(options.dir, { recursive: true });

  const server = new SMTPServer({
    name: 'mail-sink.localhost',
    banner: 'local mail sink',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    size: 5 * 1024 * 1024,
    logger: false,
    // On close, tell idle pooled clients "421" soon instead of waiting 30 s for them.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const refusal = options.onRecipient?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onClose(session: SMTPServerSession) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const described = describeMail(Buffer.concat(chunks).toString('utf8'), to);
        received += 1;
        void (async () => {
          await options.beforeAccept?.(described, received);
          // Let a pending close event arrive before deciding.
          await new Promise((r) => setImmediate(r));
          if (closedSessions.has(session.id)) {
            state.discarded += 1;
            callback(new Error('sender disconnected before acknowledgement'));
            return;
          }
          const seq = mails.length + 1;
          let file: string | null = null;
          if (options.dir) {
            file = join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(seq).padStart(4, '0')}.eml`);
            writeFileSync(file, described.raw);
          }
          const mail: SinkMail = { ...described, seq, file };
          mails.push(mail);
          callback(null, `queued as sink-${seq}`);
          options.afterAccept?.(mail);
          options.onMail?.(mail);
          for (const wake of waiters) wake();
        })().catch((error: unknown) => callback(error as Error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', () => {}); // a client that drops mid-session is not the sink's problem

  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    get discarded() {
      return state.discarded;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(mails);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`mail sink: ${mails.length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
