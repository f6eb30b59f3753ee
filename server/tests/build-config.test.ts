import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers';

function loadNextConfig(phase: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', `const m = await import('./next.config.mjs'); m.default(${JSON.stringify(phase)});`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise<{ code: number | null; out: string }>((r) => child.on('exit', (code) => r({ code, out })));
}

describe('next build without the enquiry API URL', () => {
  it('warns, naming the URL baked into the form and the CSP', async () => {
    const { code, out } = await loadNextConfig('phase-production-build', {});
    expect(code).toBe(0);
    expect(out).toContain('WARNING: NEXT_PUBLIC_ENQUIRY_API_URL is not set: the contact form of this build posts to http://localhost:8787');
  });

  it('fails in strict mode', async () => {
    const { code, out } = await loadNextConfig('phase-production-build', { ENQUIRY_API_STRICT: '1' });
    expect(code).not.toBe(0);
    expect(out).toMatch(/Error: NEXT_PUBLIC_ENQUIRY_API_URL is not set/);
  });

  it('says nothing when the URL is set, or outside a production build', async () => {
    const set = await loadNextConfig('phase-production-build', { NEXT_PUBLIC_ENQUIRY_API_URL: 'https://api.firm.example', ENQUIRY_API_STRICT: '1' });
    expect(set).toEqual({ code: 0, out: '' });
    expect(await loadNextConfig('phase-development-server', { ENQUIRY_API_STRICT: '1' })).toEqual({ code: 0, out: '' });
  });
});
