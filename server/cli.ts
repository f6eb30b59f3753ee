/**
 * Staff command: `npm run enquiries -- [command] [options]`
 *
 *   list [--state pending|sending|sent] [--limit N] [--json]
 *        id, received time, category and delivery state of recent enquiries (newest first);
 *        no names, addresses or messages
 *   show ID          one enquiry in full, including what the visitor wrote
 *   stats            how many enquiries are in each delivery state
 *   purge --sent-days-ago N
 *                    deletes enquiries delivered more than N days ago (they live on in the
 *                    firm's mailbox); never touches one not yet delivered
 *
 * Reads DATABASE_PATH (default server/data/enquiries.db, the server:dev database), or --db PATH.
 * Opens the database read-only (purge excepted), so it is safe while the service runs.
 */
import { existsSync } from 'node:fs';
import { EnquiryStore, type DeliveryState, type EnquirySummary } from './store';

const USAGE = `Usage: npm run enquiries -- [list|show ID|stats|purge --sent-days-ago N] [--state pending|sending|sent] [--limit N] [--json] [--db PATH]`;
const STATES: DeliveryState[] = ['pending', 'sending', 'sent'];

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
      if (name === 'json' || name === 'help') flags[name] = true;
      else {
        const value = argv[++i];
        if (value === undefined) fail(`--${name} needs a value.\n${USAGE}`);
        flags[name] = value;
      }
    } else positional.push(arg);
  }
  return { positional, flags };
}

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '');

function note(row: EnquirySummary): string {
  const parts: string[] = [];
  if (row.state === 'pending' && row.attempts > 0) {
    parts.push(`retry at ${when(new Date(row.next_attempt_at).toISOString())}`);
    if (row.last_error) parts.push(`last error ${row.last_error}`);
  }
  if (row.state === 'sent') parts.push(`sent ${when(row.sent_at)}`);
  if (row.in_doubt) parts.push('possible duplicate (resent after a crash; same Message-ID)');
  return parts.join('; ');
}

function table(rows: EnquirySummary[]): string {
  const head = ['ID', 'RECEIVED (UTC)', 'CATEGORY', 'STATE', 'TRIES', 'NOTE'];
  const body = rows.map((r) => [String(r.id), when(r.received_at), r.category, r.state, String(r.attempts), note(r)]);
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
  const dbPath = (flags.db as string | undefined) ?? process.env.DATABASE_PATH ?? 'server/data/enquiries.db';
  if (!existsSync(dbPath)) fail(`No enquiry database at ${dbPath} (set DATABASE_PATH or pass --db PATH).`);
  const store = new EnquiryStore(dbPath, { readonly: command !== 'purge' });
  try {
    if (command === 'list') {
      const state = flags.state as DeliveryState | undefined;
      if (state !== undefined && !STATES.includes(state)) fail(`--state must be one of ${STATES.join(', ')}.`);
      const limit = flags.limit === undefined ? 50 : Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive whole number.');
      const rows = store.list({ state, limit });
      if (flags.json) return void process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      const counts = store.counts();
      process.stdout.write(
        `${rows.length ? table(rows) : 'No enquiries.'}\n\n${counts.sent} sent, ${counts.pending} pending, ${counts.sending} being sent` +
          ` (showing ${rows.length}, newest first)\n`,
      );
    } else if (command === 'show') {
      const id = Number(positional[1]);
      if (!Number.isInteger(id)) fail(`show needs an enquiry id.\n${USAGE}`);
      const row = store.get(id);
      if (!row) fail(`No enquiry #${id}.`);
      if (flags.json) return void process.stdout.write(`${JSON.stringify(row, null, 2)}\n`);
      process.stdout.write(
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
    } else if (command === 'stats') {
      const counts = store.counts();
      process.stdout.write(flags.json ? `${JSON.stringify(counts)}\n` : `${counts.sent} sent, ${counts.pending} pending, ${counts.sending} being sent\n`);
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
