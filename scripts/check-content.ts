/** Lists stale content: `npm run content:check [-- --today YYYY-MM-DD]`. Exits 1 when an entry is past the failure age. */
import { reviewedEntries } from '@/content/reviewed-entries';
import { FAIL_AFTER_MONTHS, formatFindings, reviewContent, reviewTwins } from '@/lib/content-review';
import { twinFigures, twinStamps } from '@/lib/content/twins';

const todayArg = process.argv.indexOf('--today');
const today = todayArg > -1 ? String(process.argv[todayArg + 1]) : new Date().toISOString().slice(0, 10);
const twins = twinStamps(process.cwd(), today);
const findings = [...reviewContent(reviewedEntries, today), ...reviewTwins(twins, today), ...twinFigures(twins, process.cwd())];

if (!findings.length) {
  console.log(`Content review (${today}): ${reviewedEntries.length} entries and ${twins.length} Spanish twins, none stale.`);
} else {
  console.log(`Content review (${today}): ${findings.length} to look at\n${formatFindings(findings)}`);
}
if (findings.some((f) => f.level === 'error')) {
  console.error(`\nUpdate the entries marked ERROR (reviewed or translated more than ${FAIL_AFTER_MONTHS} months ago): check each figure against its source, then set lastReviewed; bring each Spanish twin in line with its English source, then set its translates stamp.`);
  process.exit(1);
}
