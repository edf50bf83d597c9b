// Issue 17: "the running server picks the model up without a restart (capabilities switch)". A tiny
// random-weight GGUF written by the suite stands in for a downloaded model (no download here); it is
// renamed into place from .part exactly as `npm run model:pull` does.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_SHAPE, writeRandomGguf } from '../../../test/support/random-gguf';
import { testConfig } from '../../../test/support/app';
import { createEngines } from '../engines';
import { findPulledModel } from './pulled-model';
import type { ReplyContext } from './types';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const root = mkdtempSync(join(tmpdir(), 'parley-pulled-'));
const tinyModel = join(root, 'tiny.source');

const context = (): ReplyContext => ({
  role: { id: 1, role: 'Teacher', username: 'Ms Rivera', intro: 'A patient teacher.', styles: [] },
  roleKind: 'teacher',
  style: null,
  level: 'A2',
  nativeLanguage: 'es',
  history: [{ from: 'ai', text: 'Hello! What did you do today?' }],
  learnerText: 'I went to the park.',
  signal: new AbortController().signal,
});

async function waitFor(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

beforeAll(async () => {
  await writeRandomGguf(tinyModel, TINY_SHAPE);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('models that npm run model:pull puts in DATA_DIR/models', () => {
  it('finds the newest whole .gguf and never a download in progress', () => {
    const folder = join(root, 'find');
    expect(findPulledModel(folder)).toBeNull();
    mkdirSync(folder);
    writeFileSync(join(folder, 'half.gguf.part'), 'partial');
    writeFileSync(join(folder, 'notes.txt'), 'not a model');
    expect(findPulledModel(folder)).toBeNull();
    writeFileSync(join(folder, 'old.gguf'), 'a');
    writeFileSync(join(folder, 'new.gguf'), 'b');
    const later = new Date(Date.now() + 60_000);
    // utimes: the newer by modification time, whatever the order of the listing.
    utimesSync(join(folder, 'new.gguf'), later, later);
    expect(findPulledModel(folder)).toBe(join(folder, 'new.gguf'));
  });

  it('switches the running practice partner to a model that arrives, without a restart, and the model answers', async () => {
    const folder = join(root, 'live');
    const engines = createEngines(testConfig(), { questionBanks: () => [], log: quietLog, pulledModels: { folder, pollMs: 50 } });
    try {
      const before = (await engines.capabilities()).conversation;
      expect(before.engine).not.toBe('local');
      mkdirSync(folder);
      // As model:pull does: the download grows as .part, then is renamed into place once checked.
      const part = join(folder, 'tiny.gguf.part');
      writeFileSync(part, readFileSync(tinyModel));
      renameSync(part, join(folder, 'tiny.gguf'));
      await waitFor(async () => (await engines.capabilities()).conversation.engine === 'local', 'the capabilities to name the local model');
      expect((await engines.capabilities()).conversation).toMatchObject({ engine: 'local', model: 'tiny.gguf' });
      const pieces: string[] = [];
      for await (const piece of engines.conversation.reply(context())) pieces.push(piece);
      expect(pieces.join('').length).toBeGreaterThan(0);
    } finally {
      await engines.close();
    }
  }, 60_000);

  it('uses a model already in the folder at start, and never watches when a model is configured', async () => {
    const folder = join(root, 'start');
    mkdirSync(folder);
    writeFileSync(join(folder, 'tiny.gguf'), readFileSync(tinyModel));
    const atStart = createEngines(testConfig(), { questionBanks: () => [], log: quietLog, pulledModels: { folder } });
    const configured = createEngines(testConfig({ LLM_MODEL_PATH: tinyModel }), { questionBanks: () => [], log: quietLog, pulledModels: { folder } });
    try {
      expect((await atStart.capabilities()).conversation).toMatchObject({ engine: 'local', model: 'tiny.gguf' });
      expect((await configured.capabilities()).conversation).toMatchObject({ engine: 'local', model: 'tiny.source' });
    } finally {
      await atStart.close();
      await configured.close();
    }
  });
});
