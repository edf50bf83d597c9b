import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { migrateToLatest, openSqlite } from '../db/database';
import { backup, restore } from './backup';

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `parley-${name}-`));
const CLI = path.join(REPO_ROOT, 'apps/server/src/cli/backup.ts');

describe('backup and restore (SQLite)', () => {
  it('copies a consistent database while it is being written, and restores it with the audio', async () => {
    const dataDir = tmp('backup-live');
    const live = openSqlite(path.join(dataDir, 'parley.db'));
    await migrateToLatest(live.db);
    fs.mkdirSync(path.join(dataDir, 'media', 'audio'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'audio', `${'ab'.repeat(20)}.wav`), 'RIFF');
    const event = (n: number) => ({ name: 'pageList', payload: JSON.stringify({ n }), user_id: null, device_id: null, created_at: new Date().toISOString() });
    for (let n = 0; n < 50; n += 1) await live.db.insertInto('app_event').values(event(n)).execute();
    // A writer keeps going while the backup runs.
    let writing = true;
    let written = 50;
    const writer = (async () => {
      while (writing) {
        await live.db.insertInto('app_event').values(event(written)).execute();
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const folder = await backup({ DATA_DIR: dataDir });
    writing = false;
    await writer;
    await live.db.destroy();

    const copy = new SQLite(path.join(folder, 'parley.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const copied = (copy.prepare('select count(*) as n from app_event').get() as { n: number }).n;
    copy.close();
    expect(copied).toBeGreaterThanOrEqual(50);
    expect(copied).toBeLessThanOrEqual(written);

    const restoredDir = tmp('backup-restored');
    fs.writeFileSync(path.join(restoredDir, 'parley.db'), 'an older database');
    const { replaced } = restore({ DATA_DIR: restoredDir }, folder);
    expect(fs.readFileSync(replaced!, 'utf8')).toBe('an older database');
    const restored = new SQLite(path.join(restoredDir, 'parley.db'), { readonly: true });
    expect((restored.prepare('select count(*) as n from app_event').get() as { n: number }).n).toBe(copied);
    restored.close();
    expect(fs.readFileSync(path.join(restoredDir, 'media', 'audio', `${'ab'.repeat(20)}.wav`), 'utf8')).toBe('RIFF');
  });

  it('refuses to restore a damaged copy and leaves the live database alone', () => {
    const folder = tmp('backup-damaged');
    fs.writeFileSync(path.join(folder, 'parley.db'), Buffer.alloc(8192, 7));
    const dataDir = tmp('backup-untouched');
    fs.writeFileSync(path.join(dataDir, 'parley.db'), 'live');
    expect(() => restore({ DATA_DIR: dataDir }, folder)).toThrow();
    expect(fs.readFileSync(path.join(dataDir, 'parley.db'), 'utf8')).toBe('live');
  });

  it('answers with pg_dump guidance when DATABASE_URL is set, and with usage for a restore without a folder', () => {
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, DATA_DIR: tmp('backup-cli'), ...env }, encoding: 'utf8' });
    const pg = run(['backup'], { DATABASE_URL: 'postgres://parley@db.internal:5432/parley' });
    expect(pg.status).toBe(2);
    expect(pg.stderr).toContain('pg_dump -Fc -d "$DATABASE_URL"');
    const usage = run(['restore'], { DATABASE_URL: '' });
    expect(usage.status).toBe(64);
    expect(usage.stderr).toMatch(/^usage: npm run backup/);
  });
});
