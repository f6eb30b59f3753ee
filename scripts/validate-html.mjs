/**
 * Validates every .html file under out/ (or the folder given as the first argument) with
 * html-validate and the repo's .htmlvalidate.mjs, then with the W3C Nu checker (vnu-jar, on Java),
 * which knows every element's allowed attributes. Prints one line per error, "page:line:column
 * rule message", and exits 1 if there is any. The Nu checker's CSS messages are left out: its CSS
 * engine predates @property, @starting-style and other rules the stylesheet uses on purpose.
 *
 *   node scripts/validate-html.mjs [folder]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import config from '../.htmlvalidate.mjs';

const root = path.resolve(process.argv[2] ?? 'out');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.isFile() && entry.name.endsWith('.html') ? [full] : [];
  });
}

let files;
try {
  files = htmlFiles(root).sort();
} catch (error) {
  console.error(`validate-html: cannot read ${root}: ${error.message}`);
  process.exit(2);
}
if (files.length === 0) {
  console.error(`validate-html: no .html files under ${root}`);
  process.exit(2);
}

const validator = new HtmlValidate(config);
const errors = [];
for (const file of files) {
  const report = await validator.validateFile(file);
  const page = path.relative(process.cwd(), file);
  for (const result of report.results) {
    for (const m of result.messages) {
      if (m.severity !== 2) continue;
      errors.push(`${page}:${m.line}:${m.column}  ${m.ruleId}  ${m.message}`);
    }
  }
}

const vnu = String(createRequire(import.meta.url)('vnu-jar'));
const nu = spawnSync('java', ['-jar', vnu, '--errors-only', '--format', 'json', '--filterpattern', 'CSS: .*', ...files], { encoding: 'utf8', maxBuffer: 64 << 20 });
if (nu.error || nu.status === null || !nu.stderr.trim().startsWith('{')) {
  console.error(`validate-html: the Nu checker could not run (java -jar ${vnu}): ${nu.error?.message ?? nu.stderr.slice(0, 500)}\nInstall Java (Debian: apt-get install -y default-jre-headless).`);
  process.exit(2);
}
for (const m of JSON.parse(nu.stderr).messages) {
  if (m.type !== 'error') continue;
  const page = path.relative(process.cwd(), fileURLToPath(m.url));
  errors.push(`${page}:${m.lastLine ?? m.firstLine ?? 0}:${m.firstColumn ?? 0}  nu-checker  ${m.message}`);
}

if (errors.length > 0) {
  console.error(errors.join('\n'));
  console.error(`\n${errors.length} HTML error(s) in ${new Set(errors.map((e) => e.split(':')[0])).size} of ${files.length} page(s).`);
  process.exit(1);
}
console.log(`HTML valid: ${files.length} page(s) under ${path.relative(process.cwd(), root) || '.'}.`);
