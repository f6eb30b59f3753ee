import { existsSync } from 'node:fs';
import { DELIVERY_STATES as STATES, EnquiryStore, type DeliveryState, type EnquirySummary } from './store';

const USAGE =
  `Usage: npm run enquiries -- [list|show ID|stats|resend ID|resend --failed|purge --sent-days-ago N]` +
  ` [--state ${STATES.join('|')}] [--limit N] [--json] [--db PATH]`;

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
      if (name === 'json' || name === 'help' || name === 'failed') flags[name] = true;
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

function main() {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  if (flags.help) return void process.stdout.write(`${USAGE}\n`);
  const command = positional[0] ?? 'list';
  const dbPath = (flags.db as string | undefined) ?? process.env.DATABASE_PATH ?? 'data/enquiries.db';
  if (!existsSync(dbPath)) fail(`No enquiry database at ${dbPath} (set DATABASE_PATH or pass --db PATH).`);
  const store = new EnquiryStore(dbPath, { readonly: command !== 'purge' && command !== 'resend' });
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
      const row = store.get(id);
      if (!row) fail(`No enquiry #${id}.`);
      if (flags.json) return void process.stdout.write(`${safeJson(row)}\n`);
      process.stdout.write(
        safeText([
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
        ].join('\n')),
      );
    } else if (command === 'stats') {
      const counts = { ...store.counts(), failed: store.queueHealth().failed };
      process.stdout.write(flags.json ? `${JSON.stringify(counts)}\n` : `${summary(counts)}\n`);
    } else if (command === 'resend') {
      const ids = flags.failed ? store.list({ state: 'failed', limit: 100_000 }).map((r) => r.id) : [Number(positional[1])];
      if (!flags.failed && !Number.isInteger(ids[0])) fail(`resend needs an enquiry id or --failed.\n${USAGE}`);
      for (const id of ids) {
        if (store.resend(id)) process.stdout.write(`Enquiry #${id} is queued again; the service sends it within seconds.\n`);
        else fail(`Enquiry #${id} is not in the failed state (see npm run enquiries -- show ${id}).`);
      }
      if (!ids.length) process.stdout.write('No failed enquiries.\n');
    } else if (command === 'purge') {
      const days = Number(flags['sent-days-ago']);
      if (flags['sent-days-ago'] === undefined || !Number.isInteger(days) || days < 0) {
        fail(`purge needs --sent-days-ago N (a whole number of days).\n${USAGE}`);
      }
      const before = new Date(Date.now() - days * 86_400_000).toISOString();
      const removed = store.purgeSent(before);
      process.stdout.write(`Deleted ${removed} enquiries delivered before ${when(before)}.\n`);
    } else {
      fail(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    store.close();
  }
}

main();
