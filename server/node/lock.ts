import Database from 'better-sqlite3';
import { unlinkSync } from 'node:fs';
import { makePrivateFile } from './private-files';

// The outbox treats rows in `sending` at start as abandoned, true only with one service per database.
// An OS file lock (SQLite's exclusive locking mode) ends with its process, however that ends.
export function acquireLock(lockPath: string): () => void {
  for (let i = 0; ; i++) {
    makePrivateFile(lockPath);
    const db = new Database(lockPath, { timeout: 0 });
    try {
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = MEMORY');
      db.exec('CREATE TABLE IF NOT EXISTS holder (pid INTEGER); DELETE FROM holder;');
      db.prepare('INSERT INTO holder (pid) VALUES (?)').run(process.pid);
      return () => {
        if (db.open) db.close();
      };
    } catch (error) {
      db.close();
      const code = (error as { code?: string }).code ?? '';
      if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
        throw new Error(`Another enquiry service is using this database (it holds the lock on ${lockPath}).`);
      }
      // A pid file left by an older version of the service: replace it once.
      if (code === 'SQLITE_NOTADB' && i === 0) {
        unlinkSync(lockPath);
        continue;
      }
      throw error;
    }
  }
}
