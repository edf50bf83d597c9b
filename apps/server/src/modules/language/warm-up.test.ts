// Engines load in the background once the server listens (opt-in: server.ts asks for it, test apps
// do not), and a LibreTranslate service is asked for its pairs at start. The translation service is
// a third party, so it is faked with a loopback HTTP server.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openSqlite, type DatabaseHandle } from '../../db/database';
import { buildTestApp } from '../../../test/support/app';
import { createLanguageEngines } from '../../ai/language/language-engines';
import { createSpeechEngines } from '../../ai/speech/speech-engines';
import { sharedGrammarEngine } from '../../ai/language/grammar/shared-grammar';

describe('engines loaded at start (fake LibreTranslate loopback server)', () => {
  let database: DatabaseHandle;
  const languageRequests: string[] = [];
  const translateService = createServer((req, res) => {
    languageRequests.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ code: 'en', name: 'English', targets: ['en', 'ko'] }]));
  });
  let translateUrl = '';

  beforeAll(async () => {
    database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    await new Promise<void>((resolve) => translateService.listen(0, '127.0.0.1', resolve));
    translateUrl = `http://127.0.0.1:${(translateService.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => translateService.close(() => resolve()));
    await database.db.destroy();
  });

  it('test apps do not warm anything up unless asked', async () => {
    const languageEngines = createLanguageEngines({});
    const speechEngines = createSpeechEngines({});
    const app = await buildTestApp(database, { languageEngines, speechEngines });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    expect(languageEngines.lexicon.isLoaded).toBe(false);
    expect(speechEngines.tts.isLoaded).toBe(false);
  });

  it('loads grammar, lexicon, translator and speech engines after listening and refreshes the service pairs', async () => {
    const languageEngines = createLanguageEngines({ TRANSLATE_URL: translateUrl });
    const speechEngines = createSpeechEngines({});
    let grammarLoads = 0;
    const app = await buildTestApp(database, {
      languageEngines,
      speechEngines,
      warmUpEngines: true,
      grammar: () => {
        grammarLoads += 1;
        return sharedGrammarEngine();
      },
    });
    expect(languageEngines.lexicon.isLoaded).toBe(false);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await vi.waitFor(() => expect(languageRequests).toContain('/languages'), { timeout: 60_000, interval: 50 });
      expect(grammarLoads).toBe(1);
      expect(languageEngines.lexicon.isLoaded).toBe(true);
      expect(languageEngines.phonetics.isLoaded).toBe(true);
      expect(speechEngines.tts.isLoaded).toBe(true);
      expect(speechEngines.stt.isLoaded).toBe(true);
      // The request reaching the service is not the answer being applied: under load the pairs
      // refresh a moment later, so wait for them rather than read once.
      await vi.waitFor(
        async () => {
          const capabilities = (await app.inject({ method: 'GET', url: '/api/common/v1/getByKey?key=capabilities' })).json();
          const pairs = capabilities.data.value?.translation?.pairs ?? capabilities.data.translation?.pairs;
          expect(pairs).toEqual(expect.arrayContaining([{ source: 'en', target: 'ko', kind: 'translation' }]));
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});
