import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secureDataDir } from './data-dir';

describe('DATA_DIR rights (issue 16)', () => {
  it('makes a new or existing data folder readable by the server user only', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-datadir-'));
    try {
      const fresh = path.join(parent, 'fresh');
      secureDataDir(fresh);
      expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
      const loose = path.join(parent, 'loose');
      fs.mkdirSync(loose, { mode: 0o755 });
      fs.chmodSync(loose, 0o755);
      secureDataDir(loose);
      expect(fs.statSync(loose).mode & 0o777).toBe(0o700);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
