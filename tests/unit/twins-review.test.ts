import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { figureDifferences, reviewTwins } from '@/lib/content-review';
import { twinFigures, twinStamps } from '@/lib/content/twins';

const scratch = mkdtempSync(join(tmpdir(), 'twins-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('Spanish twins in step with their English sources', () => {
  it('lists a twin whose English source changed after it, with its file, and fails it once the translation is older than 18 months', () => {
    mkdirSync(join(scratch, 'content', 'news'), { recursive: true });
    writeFileSync(join(scratch, 'content', 'news', 'post.md'), '---\ntitle: A post\n---\nThe first version.\n');
    writeFileSync(join(scratch, 'content', 'news', 'post.es.md'), '---\ntranslates: 000000000000\ntitle: Una entrada\n---\nLa primera versión.\n');
    writeFileSync(join(scratch, 'content', 'site.ts'), 'export const site = {};\n');
    writeFileSync(join(scratch, 'content', 'site.es.ts'), "export const translates = 'abcdefabcdef';\n");
    const twins = twinStamps(scratch, '2026-11-25');
    expect(twins.map((t) => [t.file, t.source, t.stamp])).toEqual([
      ['content/news/post.es.md', 'content/news/post.md', '000000000000'],
      ['content/site.es.ts', 'content/site.ts', 'abcdefabcdef'],
    ]);

    const recent = reviewTwins(twins, '2026-11-25');
    expect(recent.map((f) => [f.level, f.file])).toEqual([
      ['warning', 'content/news/post.es.md'],
      ['warning', 'content/site.es.ts'],
    ]);
    expect(recent[0]!.message).toContain(`translates an older version of content/news/post.md`);
    expect(recent[0]!.message).toContain(`set translates: ${twins[0]!.sourceHash}`);

    const old = reviewTwins(twins.map((t) => ({ ...t, translatedOn: '2025-01-01' })), '2026-11-25');
    expect(old.every((f) => f.level === 'error')).toBe(true);
  });

  it('says nothing about a twin that translates the English as it is now', () => {
    const current = twinStamps(scratch, '2026-11-25').map((t) => ({ ...t, stamp: t.sourceHash }));
    expect(reviewTwins(current, '2026-11-25')).toEqual([]);
  });

  it('fails a Spanish twin that types a figure its English source takes from the data, naming the file and the number', () => {
    writeFileSync(join(scratch, 'content', 'news', 'salt.md'), '---\ntitle: SALT\n---\nThe cap is {{salt2026Cap}} for 2026 under Form 1040, Schedule A.\n');
    writeFileSync(join(scratch, 'content', 'news', 'salt.es.md'), '---\ntitle: SALT\n---\nEl límite es $40,000 para 2026 en el Anexo A (Formulario 1040).\n');
    const findings = twinFigures(twinStamps(scratch, '2026-11-25'), scratch).filter((f) => f.file.endsWith('salt.es.md'));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.level).toBe('error');
    expect(findings[0]!.message).toContain('states 40,000, which content/news/salt.md does not');
    expect(figureDifferences('{{salt2026Cap}} for 2026', '{{salt2026Cap}} para 2026 (Formulario 1040)')).toEqual({ onlyEnglish: [], onlySpanish: [] });
  });
});
