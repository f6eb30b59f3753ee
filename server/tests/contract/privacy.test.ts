import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { call, openRow, seedRows, validEnquiry } from '../helpers';
import { runtimes, type Instance } from './runtimes';

describe.each(runtimes())('$name', (runtime) => {
  const started: Instance[] = [];
  afterEach(async () => {
    for (const service of started.splice(0)) await service.close();
  });
  const start = async (env: Record<string, string> = {}) => {
    const service = await runtime.start(env);
    started.push(service);
    return service;
  };

  describe('retention', () => {
    it('deletes delivered enquiries older than RETENTION_DAYS by itself, logging the count; keeps pending and failed ones', async () => {
      const service = await start({ RETENTION_DAYS: '30' });
      const store = service.openStore();
      try {
        await seedRows(store, [
          { email: 'old.sent@example.com', state: 'sent', days: 31 },
          { email: 'old.sent2@example.com', state: 'sent', days: 45 },
          { email: 'new.sent@example.com', state: 'sent', days: 29 },
          { email: 'old.failed@example.com', state: 'failed', days: 200 },
          { email: 'old.pending@example.com', state: 'pending', days: 200 },
        ]);
      } finally {
        store.close();
      }
      // The Node service purges when it starts (then hourly), the Worker on its cron run.
      await service.restart();
      await service.runOutbox();
      await expect.poll(() => service.logs.filter((l) => l.event === 'retention_purged')).toEqual([{ event: 'retention_purged', count: 2, retentionDays: 30 }]);
      const left = await Promise.all(service.store.list({ limit: 10 }).map(async (r) => (await openRow(service.store.get(r.id)!)).email));
      expect(left.sort()).toEqual(['new.sent@example.com', 'old.failed@example.com', 'old.pending@example.com']);
    });
  });

  describe('a visitor asks what is held about them, then asks for its deletion', () => {
    it('exports everything held for an address, decrypted, then deletes exactly those enquiries', async () => {
      const service = await start();
      await call(service.url, { json: validEnquiry({ email: 'Visitor.One@Example.com', message: 'First question' }) });
      await call(service.url, { json: validEnquiry({ email: 'someone.else@example.com', message: 'Not theirs' }) });
      await call(service.url, { json: validEnquiry({ email: 'visitor.one@example.com', message: 'Second question' }) });
      await service.waitForMails(3);

      const exported = await service.cli(['export', 'visitor.one@example.COM']);
      expect(exported.code).toBe(0);
      const data = JSON.parse(exported.out) as { enquiries: { id: number; email: string; message: string; name: string; phone: string }[] };
      expect(data.enquiries.map((e) => [e.id, e.email, e.message])).toEqual([
        [1, 'Visitor.One@Example.com', 'First question'],
        [3, 'visitor.one@example.com', 'Second question'],
      ]);
      expect(data.enquiries[0]).toMatchObject({ name: 'Maria Gonzalez', phone: '(512) 555-0142' });
      expect(exported.out).not.toContain('Not theirs');
      expect((await service.cli(['export', 'nobody@example.com'])).out).toContain('"enquiries": []');

      const deleted = await service.cli(['delete', 'VISITOR.ONE@example.com']);
      expect(deleted.code).toBe(0);
      expect(deleted.out).toContain('Deleted 2 enquiries from VISITOR.ONE@example.com (ids 1, 3)');
      expect(JSON.parse((await service.cli(['export', 'visitor.one@example.com'])).out).enquiries).toEqual([]);
      const left = JSON.parse((await service.cli(['list', '--json'])).out) as { id: number }[];
      expect(left.map((r) => r.id)).toEqual([2]);
      if (runtime.name === 'node') {
        // The Node service's own file keeps no deleted page in its WAL; D1's files are Cloudflare's to manage.
        const wal = `${service.store.db.name}-wal`;
        expect(existsSync(wal) ? readFileSync(wal).length : 0).toBe(0);
      }
    });
  });
});
