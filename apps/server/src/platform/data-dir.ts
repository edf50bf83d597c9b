// DATA_DIR holds the database (with codes in mail_outbox), the app secret and learners'
// recordings: only the server's own user may read it (issue 16 found it world-readable).
import fs from 'node:fs';

/** Creates DATA_DIR if needed and makes it 0700, also when it already existed with looser rights. */
export function secureDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/** Files and folders the process creates from now on are its user's alone (0600 / 0700). */
export function restrictNewFiles(): void {
  process.umask(0o077);
}
