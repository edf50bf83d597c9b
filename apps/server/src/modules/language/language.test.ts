import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from '../../../test/support/app';
import { hasEngines } from '../../../test/support/engines';

const hasApertiumSpanish = hasEngines('apertium-eng-spa');
const hasFrenchGlossary = hasEngines('freedict-eng-fra');

describe('language tools over the real dictionaries', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestAppInMemory();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url }).then((r) => r.json());
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload }).then((r) => r.json());

  it('looks up a word with its base form, IPA with stress and senses', async () => {
    const res = await get('/api/transform/v1/learnAboutWord?word=went');
    expect(res.errCode).toBe(0);
    expect(res.data).toMatchObject({ word: 'went', lemma: 'go' });
    const children = await get('/api/transform/v1/learnAboutWord?word=children');
    expect(children.data.lemma).toBe('child');
    const photography = await get('/api/transform/v1/learnAboutWord?word=photography');
    expect(photography.data.ipa).toBe('fəˈtɑɡrəfi');
    expect(photography.data.senses.length).toBeGreaterThan(0);
    expect(photography.data.senses[0]).toMatchObject({ partOfSpeech: expect.any(String), definition: expect.any(String) });
  });

  it.runIf(hasApertiumSpanish)('looks up a word with its translation into the native language (Apertium)', async () => {
    const res = await get('/api/transform/v1/learnAboutWord?word=houses&nativeLanguage=es');
    expect(res.errCode).toBe(0);
    expect(res.data.lemma).toBe('house');
    expect(res.data.translation).toMatchObject({ kind: 'translation', target: 'es', provider: expect.stringMatching(/^apertium/) });
    expect(res.data.translation.text.toLowerCase()).toMatch(/casa/);
  });

  it('gives prepositions IPA and a short gloss though WordNet lacks them', async () => {
    const res = await get('/api/transform/v1/learnAboutWord?word=of');
    expect(res.errCode).toBe(0);
    expect(res.data.ipa).toBeTruthy();
    expect(res.data.partsOfSpeech).toContain('preposition');
    expect(res.data.senses[0].definition.length).toBeGreaterThan(3);
  });

  it('answers an unknown or empty word with a clear error', async () => {
    expect(await get('/api/transform/v1/learnAboutWord?word=qzxvbnmk')).toMatchObject({ errCode: 404, message: 'word: "qzxvbnmk" is not in the dictionary' });
    expect(await get('/api/transform/v1/learnAboutWord?word=')).toMatchObject({ errCode: 400, message: 'word: must not be empty' });
    expect(await get('/api/transform/v1/learnAboutWord')).toMatchObject({ errCode: 400 });
    expect((await get(`/api/transform/v1/learnAboutWord?word=${'a'.repeat(65)}`)).errCode).toBe(400);
  });

  it('transcribes a whole sentence, with a fallback for invented words', async () => {
    const res = await get('/api/transform/v1/getPhoneticSymbol?text=' + encodeURIComponent('I like blorfing bananas.'));
    expect(res.errCode).toBe(0);
    expect(res.data.words.map((w: { word: string }) => w.word)).toEqual(['I', 'like', 'blorfing', 'bananas']);
    expect(res.data.words.find((w: { word: string }) => w.word === 'blorfing').source).toBe('rules');
    expect(res.data.ipa).toContain('bəˈnænəz');
  });

  it.runIf(hasApertiumSpanish)('translates English to Spanish with Apertium', async () => {
    const res = await post('/api/transform/v1/translateText', { text: 'I would like a cup of coffee.', target: 'es' });
    expect(res).toMatchObject({ errCode: 0, data: { kind: 'translation', target: 'es' } });
    expect(res.data.text).toMatch(/taza de café/);
  });

  it.runIf(hasFrenchGlossary)('glosses word by word where only a dictionary exists, and says so', async () => {
    const res = await post('/api/transform/v1/translateWithNativeLanguage', { text: 'a cup of coffee', nativeLanguage: 'fr' });
    expect(res).toMatchObject({ errCode: 0, data: { kind: 'gloss', target: 'fr' } });
    expect(res.data.text).toMatch(/café/);
  });

  it('names what would enable an unavailable language pair', async () => {
    const res = await post('/api/transform/v1/translateText', { text: 'Hello', target: 'zh-CN' });
    expect(res.errCode).toBe(503);
    expect(res.message).toMatch(/^translation: No translator for en→zh/);
    expect(res.message).toMatch(/TRANSLATE_URL/);
  });

  it('asks for a native language when none is known', async () => {
    const res = await post('/api/transform/v1/translateWithNativeLanguage', { text: 'Hello' });
    expect(res).toMatchObject({ errCode: 400, message: 'nativeLanguage: set your native language first' });
  });

  it('ranks emoji by keyword and offers popular ones for an empty keyword', async () => {
    const cat = await get('/api/transform/v1/searchEmoji?keyword=cat');
    expect(cat.errCode).toBe(0);
    expect(['🐈', '🐱']).toContain(cat.data.list[0].emoji);
    const popular = await get('/api/transform/v1/searchEmoji');
    expect(popular.data.list.length).toBeGreaterThan(5);
    expect(popular.data.total).toBe(popular.data.list.length);
  });

  it('checks grammar with offsets, explanations and the corrected sentence', async () => {
    const res = await post('/api/transform/v1/checkGrammar', { content: 'She go to school every days.' });
    expect(res.errCode).toBe(0);
    expect(res.data.hasError).toBe(true);
    expect(res.data.corrected).toBe('She goes to school every day.');
    expect(res.data.issues.map((i: { text: string; category: string }) => [i.text, i.category])).toEqual([
      ['go', 'agreement'],
      ['days', 'plural'],
    ]);
    expect(res.data.issues[0].explanation.length).toBeGreaterThan(10);
    const simple = await post('/api/transform/v1/simpleCheckGrammar', { content: 'I am agree.' });
    expect(simple).toMatchObject({ errCode: 0, data: { hasError: true, corrected: 'I agree.' } });
    const fine = await post('/api/transform/v1/simpleCheckGrammar', { content: 'I agree with you.' });
    expect(fine.data).toEqual({ hasError: false, corrected: 'I agree with you.' });
  });

  it.runIf(hasApertiumSpanish)('explains a correction in the learner language when a translator exists', async () => {
    const res = await post('/api/transform/v1/checkGrammar', { content: 'I am agree.', nativeLanguage: 'es' });
    expect(res.data.issues[0].explanationNative).toEqual(expect.any(String));
  });

  it('refuses hostile input without a 500', async () => {
    for (const word of ['.*+?^${}()|[]\\', '<script>', '\u0000', '😀😀']) {
      const res = await app.inject({ method: 'GET', url: `/api/transform/v1/learnAboutWord?word=${encodeURIComponent(word)}` });
      expect(res.statusCode).toBe(200);
      expect([400, 404]).toContain(res.json().errCode);
    }
  });
});
