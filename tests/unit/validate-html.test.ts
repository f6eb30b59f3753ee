import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

function validate(dir: string) {
  const run = spawnSync(process.execPath, ['scripts/validate-html.mjs', dir], { cwd: repo, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

// The Nu checker starts a JVM: seconds, not milliseconds.
describe('scripts/validate-html.mjs', { timeout: 60_000 }, () => {
  it('fails on a broken page, naming page, line, column and rule for each error, unknown attributes included', () => {
    const { status, output } = validate('tests/fixtures/invalid-html');
    expect(status).toBe(1);
    expect(output).toContain('tests/fixtures/invalid-html/index.html:12:65  valid-autocomplete');
    expect(output).toContain('tests/fixtures/invalid-html/index.html:13:16  no-dup-id  Duplicate ID "contact"');
    expect(output).toContain('tests/fixtures/invalid-html/index.html:14:9  nu-checker  Attribute “node” not allowed on element “span” at this point.');
    expect(output).toContain('5 HTML error(s) in 1 of 1 page(s).');
  });

  it('passes a valid page written the way React writes HTML', () => {
    const { status, output } = validate('tests/fixtures/valid-html');
    expect(status).toBe(0);
    expect(output).toContain('HTML valid: 1 page(s)');
  });

  it('fails when there is no page to check', () => {
    expect(validate('tests/fixtures/missing').status).toBe(2);
  });
});
