import { existsSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import { normaliseEmail, openPersonalData, type FieldCipher } from '@cpa-site/enquiry-core/field-cipher';
import { DEV_KEY_FILE, isInside, KeyFileError, readKeyFile, rotationKeyPath, syncFolder, writeNewKeyFile } from './key-file';
import { acquireLock } from './lock';
import { createNodeCipher } from './node-cipher';
import { resealAll } from './reseal';
import { localD1File } from './local-d1';
import { DELIVERY_STATES as STATES, EnquiryStore, type DeliveryState, type EnquiryRow, type EnquirySummary } from './store';

const USAGE = [
  'Usage: npm run enquiries -- COMMAND [--db PATH | --d1-local DIR] [--key PATH]',
  `  list [--state ${STATES.join('|')}] [--limit N] [--json]   show ID [--json]   stats [--json]`,
  '  resend ID | resend --failed   purge --sent-days-ago N | purge --failed-days-ago N',
  '  export EMAIL   delete EMAIL   keygen [PATH]   rotate-key [--batch N]',
].join('\n');
const WRITES = new Set(['purge', 'resend', 'delete', 'rotate-key']);
const NEEDS_KEY = new Set(['show', 'export', 'delete', 'rotate-key']);

// What visitors wrote must not drive the staff terminal: C0 (except \t and \n), DEL, C1 and bidi overrides.
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function safeText(text: string): string {
  return text.replace(TERMINAL_CONTROLS, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(TERMINAL_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function parseArgs(argv: string[]) {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      if (name === 'json' || name === 'help' || (name === 'failed' && argv[0] === 'resend')) flags[name] = true;
      else {
        const value = argv[++i];
        if (value === undefined) fail(`--${name} needs a value.\n${USAGE}`);
        flags[name] = value;
      }
    } else positional.push(arg);
  }
  return { positional, flags };
}

const summary = (c: Record<DeliveryState, number>) =>
  `${c.sent} sent, ${c.pending} pending, ${c.sending} being sent, ${c.failed} failed` +
  (c.failed ? ' (refused by the mail server: resend with npm run enquiries -- resend ID)' : '');

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '');

function note(row: EnquirySummary): string {
  const parts: string[] = [];
  if (row.state === 'pending' && row.attempts > 0) {
    parts.push(`retry at ${when(new Date(row.next_attempt_at).toISOString())}`);
    if (row.last_error) parts.push(`last error ${row.last_error}`);
  }
  if (row.state === 'sent') parts.push(`sent ${when(row.sent_at)}`);
  if (row.state === 'failed') parts.push(`REFUSED by the mail server: ${row.last_error ?? '?'}; fix the cause, then: npm run enquiries -- resend ${row.id}`);
  if (row.in_doubt) parts.push('possible duplicate (resent after a crash; same Message-ID)');
  return parts.join('; ');
}

function table(rows: EnquirySummary[]): string {
  const head = ['ID', 'RECEIVED (UTC)', 'CATEGORY', 'STATE', 'TRIES', 'NOTE'];
  const body = rows.map((r) => [String(r.id), when(r.received_at), r.category, r.state, String(r.attempts), note(r)].map(safeText));
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}

function loadKey(path: string): FieldCipher {
  try {
    return createNodeCipher(readKeyFile(path));
  } catch (error) {
    fail(error instanceof KeyFileError ? error.message : String(error));
  }
}

function printPersonal(held: ReturnType<EnquiryStore['personalDataHeld']>, json: boolean, counts: Record<DeliveryState, number>) {
  const unencrypted = held.enquiries - held.encrypted;
  if (json) return void process.stdout.write(`${JSON.stringify({ ...counts, personalData: { ...held, unencrypted } })}\n`);
  const lines = [summary(counts)];
  if (!held.enquiries) lines.push('Personal data held: none (no enquiries stored).');
  else {
    lines.push(
      `Personal data held: ${held.enquiries} enquiries (name, email address, phone number, message), the oldest received ${when(held.oldestReceivedAt)}.`,
      unencrypted === 0
        ? `Encrypted: all ${held.enquiries} (AES-256-GCM, key ${held.keyIds.join(', ')}).`
        : `Encrypted: ${held.encrypted} of ${held.enquiries}; ${unencrypted} NOT encrypted (written before encryption: start the service to encrypt them).`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function rotateKey(dbPath: string, keyFile: string, batch: number) {
  const release = (() => {
    try {
      return acquireLock(`${dbPath}.lock`);
    } catch (error) {
      fail(`${(error as Error).message} Stop the service before rotating the key.`);
    }
  })();
  try {
    const current = loadKey(keyFile);
    const nextPath = rotationKeyPath(keyFile);
    const resuming = existsSync(nextPath);
    if (!resuming) writeNewKeyFile(nextPath);
    const next = loadKey(nextPath);
    const store = new EnquiryStore(dbPath);
    try {
      const total = store.personalDataHeld().enquiries;
      process.stdout.write(`${resuming ? 'Resuming the' : 'Started a'} key rotation: key ${current.keyId} -> ${next.keyId}, ${total} enquiries.\n`);
      const done = await store.secureDelete(() => resealAll(store, next, current, batch, (n) => process.stdout.write(`re-encrypted ${n}\n`)));
      // No page written under the old key stays in the WAL.
      store.checkpoint();
      process.stdout.write(`Re-encrypted ${done} enquiries${resuming ? ' (the rest were done before the interruption)' : ''}.\n`);
    } finally {
      store.close();
    }
    renameSync(nextPath, keyFile);
    syncFolder(dirname(keyFile));
    process.stdout.write(`The key in ${keyFile} is now ${next.keyId}; the old key is gone. Start the service again.\n`);
  } finally {
    release();
  }
}

/** The Worker's local D1 (npm run site:worker keeps it in data/worker): the same tables, written by wrangler. */
function localD1Path(dir: string): string {
  try {
    return localD1File(dir);
  } catch (error) {
    fail((error as Error).message);
  }
}

async function main() {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  if (flags.help) return void process.stdout.write(`${USAGE}\n`);
  const command = positional[0] ?? 'list';
  const keyFile = (flags.key as string | undefined) ?? process.env.ENCRYPTION_KEY_FILE ?? DEV_KEY_FILE;
  if (command === 'keygen') {
    const path = positional[1] ?? process.env.ENCRYPTION_KEY_FILE;
    if (!path) fail(`keygen needs the file to write (or ENCRYPTION_KEY_FILE).\n${USAGE}`);
    try {
      writeNewKeyFile(path);
    } catch (error) {
      fail(error instanceof KeyFileError ? error.message : `Cannot write ${path}: ${(error as Error).message}`);
    }
    return void process.stdout.write(`Wrote a new encryption key to ${path} (mode 600). Keep a copy somewhere safe: without it the stored enquiries cannot be read.\n`);
  }
  const d1 = flags['d1-local'] as string | undefined;
  const dbPath = d1 ? localD1Path(d1) : ((flags.db as string | undefined) ?? process.env.DATABASE_PATH ?? 'data/enquiries.db');
  if (!existsSync(dbPath)) fail(`No enquiry database at ${dbPath} (set DATABASE_PATH or pass --db PATH).`);
  if (d1 && command === 'rotate-key') fail('rotate-key works on the Node service\'s database; the Worker\'s key is its ENCRYPTION_KEY secret.');
  if (NEEDS_KEY.has(command) && isInside(keyFile, dirname(dbPath))) fail(`The key file ${keyFile} must not be inside the database folder.`);
  if (command === 'rotate-key') {
    const batch = flags.batch === undefined ? 500 : Number(flags.batch);
    if (!Number.isInteger(batch) || batch < 1) fail('--batch must be a positive whole number.');
    return rotateKey(dbPath, keyFile, batch);
  }
  const cipher = NEEDS_KEY.has(command) ? loadKey(keyFile) : null;
  const store = new EnquiryStore(dbPath, { readonly: !WRITES.has(command) });
  try {
    if (command === 'list') {
      const state = flags.state as DeliveryState | undefined;
      if (state !== undefined && !STATES.includes(state)) fail(`--state must be one of ${STATES.join(', ')}.`);
      const limit = flags.limit === undefined ? 50 : Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive whole number.');
      const rows = store.list({ state, limit });
      if (flags.json) return void process.stdout.write(`${safeJson(rows)}\n`);
      const counts = { ...store.counts(), failed: store.queueHealth().failed };
      process.stdout.write(
        `${rows.length ? table(rows) : 'No enquiries.'}\n\n${summary(counts)} (showing ${rows.length}, newest first)\n`,
      );
    } else if (command === 'show') {
      const id = Number(positional[1]);
      if (!Number.isInteger(id)) fail(`show needs an enquiry id.\n${USAGE}`);
      const stored = store.get(id);
      if (!stored) fail(`No enquiry #${id}.`);
      const row = await readable(stored, cipher!);
      if (flags.json) return void process.stdout.write(`${safeJson(row)}\n`);
      process.stdout.write(`${describe(row)}\n`);
    } else if (command === 'stats') {
      const counts = { ...store.counts(), failed: store.queueHealth().failed };
      const held =
        store.schemaVersion >= 4
          ? store.personalDataHeld()
          : { ...(store.db.prepare(`SELECT COUNT(*) AS enquiries, MIN(received_at) AS oldestReceivedAt FROM enquiries`).get() as { enquiries: number; oldestReceivedAt: string | null }), encrypted: 0, keyIds: [] };
      printPersonal(held, Boolean(flags.json), counts);
    } else if (command === 'export' || command === 'delete') {
      const email = positional[1];
      if (!email || !email.includes('@')) fail(`${command} needs the visitor's email address.\n${USAGE}`);
      const rows = store.findByEmail(await cipher!.emailIndex(email), normaliseEmail(email));
      if (command === 'export') {
        const out = await Promise.all(rows.map((r) => readable(r, cipher!)));
        return void process.stdout.write(`${safeJson({ email, exportedAt: new Date().toISOString(), enquiries: out })}\n`);
      }
      const removed = await store.secureDelete(() => store.deleteIds(rows.map((r) => r.id)));
      const clean = store.checkpoint();
      process.stdout.write(
        `Deleted ${removed} enquiries from ${email}${removed ? ` (ids ${rows.map((r) => r.id).join(', ')})` : ''}.` +
          (clean ? '' : ' The database was busy: run the command again to clear the deleted rows from its log file.') +
          '\n',
      );
    } else if (command === 'resend') {
      const ids = flags.failed ? store.list({ state: 'failed', limit: 100_000 }).map((r) => r.id) : [Number(positional[1])];
      if (!flags.failed && !Number.isInteger(ids[0])) fail(`resend needs an enquiry id or --failed.\n${USAGE}`);
      for (const id of ids) {
        if (store.resend(id)) process.stdout.write(`Enquiry #${id} is queued again; the service sends it within seconds.\n`);
        else fail(`Enquiry #${id} is not in the failed state (see npm run enquiries -- show ${id}).`);
      }
      if (!ids.length) process.stdout.write('No failed enquiries.\n');
    } else if (command === 'purge') {
      const which = flags['failed-days-ago'] !== undefined ? 'failed-days-ago' : 'sent-days-ago';
      const days = Number(flags[which]);
      if (flags[which] === undefined || !Number.isInteger(days) || days < 0) {
        fail(`purge needs --sent-days-ago N or --failed-days-ago N (a whole number of days).\n${USAGE}`);
      }
      const before = new Date(Date.now() - days * 86_400_000).toISOString();
      const removed = which === 'sent-days-ago' ? store.purgeSent(before) : store.purgeFailed(before);
      store.checkpoint();
      process.stdout.write(
        which === 'sent-days-ago'
          ? `Deleted ${removed} enquiries delivered before ${when(before)}.\n`
          : `Deleted ${removed} failed enquiries received before ${when(before)}.\n`,
      );
    } else {
      fail(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    store.close();
  }
}

async function readable(row: EnquiryRow, cipher: FieldCipher): Promise<EnquiryRow> {
  try {
    return { ...row, ...(await openPersonalData(cipher, row)) };
  } catch (error) {
    fail(`Enquiry #${row.id} cannot be decrypted with key ${cipher.keyId}: ${(error as Error).message} Give the key it was written with (ENCRYPTION_KEY_FILE or --key).`);
  }
}

function describe(row: EnquiryRow): string {
  return safeText(
    [
      `Enquiry #${row.id}   ${row.state}${row.in_doubt ? ' (possible duplicate)' : ''}, ${row.attempts} attempt(s)`,
      `Received:   ${when(row.received_at)} (visitor's clock: ${row.time_stamp} UTC)`,
      `Name:       ${row.name}`,
      `Email:      ${row.email}`,
      `Phone:      ${row.phone}`,
      `Category:   ${row.category}`,
      `Message-ID: ${row.message_id}`,
      row.sent_at ? `Sent:       ${when(row.sent_at)} (${row.smtp_response ?? ''})` : `Last error: ${row.last_error ?? '-'}`,
      '',
      row.message,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => fail(`enquiries: ${(error as Error).message ?? String(error)}`));
