// A line in another language gets its English only when that English is right: Apertium's word-for-word
// lines ("They like me the dogs", "It does heat today") and glosses with a subject the line does not have
// ("gustan" is "They like") are not offered as models (2026-11-28). Real engines: Apertium es→en, FreeDict sw→en.
import { describe, expect, it } from 'vitest';
import { createApertiumProvider, createFreeDictProvider } from '../../language/translation/index';
import { hasEngines } from '../../../../test/support/engines';
import { otherLanguageAnswer } from './answers';
import { dictionaryLanguageOf } from './word-glosses';

describe('the English given for a line in another language', () => {
  it.skipIf(!hasEngines('apertium-eng-spa'))('without the engine\'s name, offers no word-for-word Spanish calque as English, but keeps a right translation (real Apertium)', async () => {
    const apertium = createApertiumProvider();
    const translate = async (text: string, target: string, source: string) => (await apertium.translate(text, target, source).catch(() => null))?.text ?? null;
    for (const line of ['Me gustan los gatos.', '¿Dónde está la estación?', 'Tengo tres primos.']) {
      const answer = await otherLanguageAnswer(line, 'es', { translate });
      expect(answer).not.toMatch(/like me the|Where it is|"Have three/i);
      expect(answer).not.toMatch(/is "(?:they|it|he|she|i|we|you) /i);
    }
    expect(await otherLanguageAnswer('Mi hermana vive en Sevilla.', 'es', { translate })).toMatch(/"My sister lives in Seville\."|"My sister lives in Sevilla\."/);
  });

  it.skipIf(!hasEngines('apertium-eng-spa'))('never offers a line Apertium made as a model, only its words, days keeping their capital (real Apertium)', async () => {
    const apertium = createApertiumProvider();
    const translateLine = async (text: string, target: string, source: string) => {
      const result = await apertium.translate(text, target, source).catch(() => null);
      return result ? { text: result.text, provider: result.provider } : null;
    };
    const translate = async (text: string, target: string, source: string) => (await translateLine(text, target, source))?.text ?? null;
    for (const line of ['Hace calor hoy.', 'Mi madre es profesora.', 'Mi hermano vive en Lima.']) {
      expect(await otherLanguageAnswer(line, 'es', { translate, translateLine })).not.toMatch(/you could say/);
    }
    expect(await otherLanguageAnswer('Vamos al mercado el sábado.', 'es', { translate, translateLine })).toMatch(/"sábado" is "Saturday"/);
  });

  it.skipIf(!hasEngines('freedict-swh-eng'))('reads Swahili, which the language guess cannot name, by its dictionary (real FreeDict)', async () => {
    const freedict = createFreeDictProvider();
    const translate = async (text: string, target: string, source: string) => (await freedict.translate(text, target, source).catch(() => null))?.text ?? null;
    expect(await dictionaryLanguageOf('Kesho tutaenda sokoni na mama yangu.', null, { translate })).toBe('sw');
    expect(await dictionaryLanguageOf('Xqzt vlorp brindu snarf.', null, { translate })).toBeNull();
  });
});
