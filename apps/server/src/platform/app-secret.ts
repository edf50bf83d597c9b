// The server-side secret that keys hashes of short codes (a 6-digit code hashed without a secret
// could be found by trying all million values). Set APP_SECRET when several processes serve the
// same database; otherwise one is made on first start and kept in DATA_DIR.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function resolveAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'app-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}
