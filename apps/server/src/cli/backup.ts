// `npm run backup [folder]` and `npm run restore <folder>` (issue 17), for the SQLite default:
// a consistent snapshot of the live database through SQLite's online backup API (the server may
// keep running and writing), plus the local audio folder. PostgreSQL is backed up with pg_dump
// (the commands are printed, docs/deploy.md), and audio kept in it comes along.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig, type Config } from '../config';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export function pgDumpGuidance(): string {
  return [
    'DATABASE_URL is set: back PostgreSQL up with its own tools (audio kept in the database comes along):',
    '  pg_dump -Fc -d "$DATABASE_URL" -f parley-$(date +%F).dump',
    'and restore into an empty database with:',
    '  pg_restore --clean --if-exists -d "$DATABASE_URL" parley-YYYY-MM-DD.dump',
  ].join('\n');
}

/** Writes DATA_DIR/backups/<time>/ (or `target`): parley.db and, when there is one, media/. */
export async function backup(config: Pick<Config, 'DATA_DIR'>, target?: string): Promise<string> {
  const source = path.join(config.DATA_DIR, 'parley.db');
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}: start Parley once, or set DATA_DIR`);
  const folder = path.resolve(target ?? path.join(config.DATA_DIR, 'backups', stamp()));
  fs.mkdirSync(folder, { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    // The online backup API copies page by page and restarts if a writer changes a copied page,
    // so the copy is one consistent moment even while the server writes.
    await db.backup(path.join(folder, 'parley.db'));
  } finally {
    db.close();
  }
  const media = path.join(config.DATA_DIR, 'media', 'audio');
  if (fs.existsSync(media)) fs.cpSync(media, path.join(folder, 'media', 'audio'), { recursive: true });
  return folder;
}

/** Puts a backup folder back into DATA_DIR; the database it replaces is kept beside it. Stop Parley first. */
export function restore(config: Pick<Config, 'DATA_DIR'>, folder: string): { replaced: string | null } {
  const copy = path.join(path.resolve(folder), 'parley.db');
  if (!fs.existsSync(copy)) throw new Error(`${folder} holds no parley.db`);
  const check = new SQLite(copy, { readonly: true, fileMustExist: true });
  try {
    const result = check.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${copy} is damaged: ${String(result)}`);
  } finally {
    check.close();
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const live = path.join(config.DATA_DIR, 'parley.db');
  let replaced: string | null = null;
  if (fs.existsSync(live)) {
    replaced = `${live}.before-restore-${stamp()}`;
    fs.renameSync(live, replaced);
  }
  // A write-ahead log left from the replaced database would be replayed into the restored one.
  for (const side of ['-wal', '-shm']) fs.rmSync(live + side, { force: true });
  fs.copyFileSync(copy, live);
  const media = path.join(path.resolve(folder), 'media', 'audio');
  if (fs.existsSync(media)) fs.cpSync(media, path.join(config.DATA_DIR, 'media', 'audio'), { recursive: true });
  return { replaced };
}

async function main(): Promise<number> {
  const [command, folder] = process.argv.slice(2);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }
  if (config.DATABASE_URL) {
    console.error(pgDumpGuidance());
    return 2;
  }
  if (command === 'backup') {
    console.log(`Backed up to ${await backup(config, folder)}`);
    return 0;
  }
  if (command === 'restore' && folder) {
    const { replaced } = restore(config, folder);
    console.log(`Restored ${folder} into ${config.DATA_DIR}${replaced ? `; the replaced database is kept as ${replaced}` : ''}. Start Parley again.`);
    return 0;
  }
  console.error('usage: npm run backup [folder]  |  npm run restore <folder>   (stop Parley before a restore)');
  return 64;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
