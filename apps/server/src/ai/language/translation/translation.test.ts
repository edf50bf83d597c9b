import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, it, expect } from 'vitest';
import {
  UnsupportedLanguagePairError,
  baseLanguage,
  createApertiumProvider,
  createFreeDictProvider,
  createHttpTranslator,
  createTranslator,
  createTranslatorChain,
  decodeDictdNumber,
} from './index';
import type { TranslationProvider } from './index';
import { hasEngines } from '../../../../test/support/engines';

const hasEngSpa = hasEngines('apertium-eng-spa');
const hasFra = hasEngines('freedict-eng-fra');
const hasDeu = hasEngines('freedict-eng-deu');
const apertium = createApertiumProvider();
const freedict = createFreeDictProvider({ preload: hasFra ? ['fr'] : [] });

describe('language codes', () => {
  it('reduces BCP 47 tags to the base language', () => {
    expect(baseLanguage('es')).toBe('es');
    expect(baseLanguage('pt-BR')).toBe('pt');
    expect(baseLanguage('zh-Hans-CN')).toBe('zh');
    expect(baseLanguage('SPA')).toBe('es');
    expect(baseLanguage('not a tag')).toBe('');
  });

  it('decodes dictd base64 numbers', () => {
    expect(decodeDictdNumber('B')).toBe(1);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('b6r')).toBe(27 * 64 * 64 + 58 * 64 + 43);
  });
});

describe('Apertium provider (real Debian packages)', () => {
  it.skipIf(!hasEngSpa)('translates en→es a whole sentence', async () => {
    const r = await apertium.translate('I would like a cup of coffee.', 'es', 'en');
    expect(r).toEqual({ text: 'Me gustaría una taza de café.', kind: 'translation', provider: 'apertium:eng-spa' });
  });

  it.skipIf(!hasEngSpa)('writes Spanish questions and exclamations with their opening marks', async () => {
    expect((await apertium.translate('Fine, and you?', 'es', 'en')).text).toBe('Bien, ¿y tú?');
    expect((await apertium.translate('Hello! How are you today?', 'es', 'en')).text).toMatch(/^¡Hola! ¿Cómo .+\?$/);
  });

  it.skipIf(!hasEngSpa)('accepts regional tags, the reverse direction and shell metacharacters safely', async () => {
    expect((await apertium.translate('Good morning.', 'es-MX')).text).toMatch(/Buenos días|Buen día/);
    expect((await apertium.translate('Me gustaría una taza de café.', 'en', 'es')).text).toMatch(/cup of coffee/);
    const r = await apertium.translate('$(touch /tmp/pwned) `id` ; rm -rf / | cat', 'es');
    expect(typeof r.text).toBe('string');
  });

  it.skipIf(!hasEngSpa)('runs concurrent requests through the limiter', async () => {
    const texts = ['The cat.', 'The dog.', 'The house.', 'The car.', 'The book.'];
    const out = await Promise.all(texts.map((t) => apertium.translate(t, 'es')));
    expect(out.map((o) => o.text)).toEqual(['El gato.', 'El perro.', 'La casa.', 'El coche.', 'El libro.']);
  });

  it('lists only installed pairs', () => {
    for (const p of apertium.pairs()) expect(p.kind).toBe('translation');
    expect(apertium.supports('xx')).toBe(false);
  });
});

describe('FreeDict gloss provider (real dictd files)', () => {
  it.skipIf(!hasFra)('glosses English→French word by word', async () => {
    const r = await freedict.translate('a cup of coffee', 'fr');
    expect(r.kind).toBe('gloss');
    expect(r.provider).toBe('freedict:freedict-eng-fra');
    expect(r.text).toContain('tasse');
    expect(r.text).toContain('café');
    expect(r.glosses?.find((g) => g.source === 'cup')?.target).toBe('tasse');
  });

  it.skipIf(!hasDeu)('glosses English→German, preferring the everyday sense', async () => {
    expect(freedict.glossWord('cup', 'de')).toBe('Tasse');
    expect(freedict.glossWord('coffee', 'de')).toBe('Kaffee');
    const r = await freedict.translate('The house is big.', 'de');
    expect(r.kind).toBe('gloss');
    expect(r.text).toMatch(/Haus/);
    expect(r.text).toMatch(/\.$/);
  });

  it.skipIf(!hasFra)('falls back to base forms and keeps unknown words', async () => {
    expect(freedict.glossWord('cups', 'fr')).toBe('tasse');
    const r = await freedict.translate('blorfing houses', 'fr');
    expect(r.text).toBe('blorfing maison');
  });
});

describe('translator chain', () => {
  it.runIf(hasEngSpa && hasFra)('uses Apertium for en→es and FreeDict glosses for en→fr', async () => {
    const t = createTranslator({ config: {} });
    expect((await t.translate('I would like a cup of coffee.', 'es')).kind).toBe('translation');
    expect((await t.translate('coffee', 'fr-CA')).kind).toBe('gloss');
    expect(t.pairs().length).toBeGreaterThan(0);
  });

  it('throws a typed error naming what would enable an unsupported pair', async () => {
    const t = createTranslator({ config: {} });
    const err = await t.translate('hello', 'zh-CN').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnsupportedLanguagePairError);
    expect((err as UnsupportedLanguagePairError).message).toMatch(/apertium-eng-zho.*TRANSLATE_URL/);
    const err2 = await createTranslatorChain([]).translate('hi', 'fr').catch((e: unknown) => e);
    expect((err2 as Error).message).toMatch(/install apertium-eng-fra or dict-freedict-eng-fra .*set TRANSLATE_URL/);
  });

  it('returns the text unchanged when source and target match', async () => {
    expect(await createTranslatorChain([]).translate('hello', 'en-GB', 'en')).toEqual({ text: 'hello', kind: 'translation', provider: 'identity' });
  });

  it('falls through to the next provider when one fails', async () => {
    const broken: TranslationProvider = {
      name: 'broken',
      supports: () => true,
      pairs: () => [],
      translate: () => Promise.reject(new Error('down')),
    };
    const ok: TranslationProvider = {
      name: 'ok',
      supports: () => true,
      pairs: () => [],
      translate: (text) => Promise.resolve({ text: text.toUpperCase(), kind: 'translation', provider: 'ok' }),
    };
    expect((await createTranslatorChain([broken, ok]).translate('hola', 'fr')).text).toBe('HOLA');
  });
});

describe('HTTP provider', () => {
  it('talks to a LibreTranslate-compatible API (fakes the third-party service with a loopback node:http server)', async () => {
    const seen: unknown[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (req.method === 'GET' && req.url === '/languages') {
          res.end(JSON.stringify([{ code: 'en', name: 'English', targets: ['fr', 'zh-Hans'] }]));
          return;
        }
        if (req.method === 'POST' && req.url === '/translate') {
          const parsed = JSON.parse(body) as { q: string; target: string };
          seen.push(parsed);
          if (parsed.q === 'fail') {
            res.statusCode = 400;
            res.end(JSON.stringify({ error: 'bad request' }));
            return;
          }
          res.end(JSON.stringify({ translatedText: `[${parsed.target}] ${parsed.q}` }));
          return;
        }
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const http = createHttpTranslator({ url: `http://127.0.0.1:${port}`, apiKey: 'k' });
      const r = await http.translate('Good morning', 'fr-FR');
      expect(r).toEqual({ text: '[fr] Good morning', kind: 'translation', provider: `http:127.0.0.1:${port}` });
      expect(seen[0]).toEqual({ q: 'Good morning', source: 'en', target: 'fr', format: 'text', api_key: 'k' });
      await expect(http.translate('fail', 'fr')).rejects.toThrow(/400: bad request/);

      const pairs = await http.refreshPairs();
      expect(pairs).toContainEqual({ source: 'en', target: 'zh', kind: 'translation' });
      expect(http.supports('de')).toBe(false);

      // the chain prefers the configured service, so zh-CN becomes possible
      const chain = createTranslator({ config: { TRANSLATE_URL: `http://127.0.0.1:${port}/` } });
      expect((await chain.translate('hello', 'zh-CN')).text).toBe('[zh] hello');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('reports an unreachable service as a TranslationError', async () => {
    const http = createHttpTranslator({ url: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(http.translate('hi', 'fr')).rejects.toThrow(/unreachable|timed out/);
  });
});
