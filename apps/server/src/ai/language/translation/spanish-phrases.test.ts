// The partner's set phrases into Spanish: the table first, Apertium for the rest, in their places.
import { describe, expect, it } from 'vitest';
import { hasEngines } from '../../../../test/support/engines';
import { createApertiumProvider } from './apertium';
import { knownSpanish, translateSpanish } from './spanish-phrases';

describe('knownSpanish', () => {
  it.each([
    ['Great!', 'Genial!'],
    ['Watch out!', 'Cuidado!'],
    ['Time flies!', 'El tiempo vuela!'],
    ['OK.', 'Vale.'],
    ["It’s a steal!", 'Es una ganga!'],
    ['Nice to meet you, Tomás!', 'Mucho gusto, Tomás!'],
  ])('gives the everyday Spanish of a set phrase, with its closing marks: %j', (english, spanish) => {
    expect(knownSpanish(english)).toBe(spanish);
  });

  it.each(['OK, forget work.', 'Great, Monday!', 'The water is cool.', 'I see the sea.', 'Constructor.', 'toString!'])('leaves any other sentence to Apertium: %j', (english) => {
    expect(knownSpanish(english)).toBeNull();
  });
});

describe('translateSpanish', () => {
  it('puts the set phrases and the translated sentences back in their order, one Apertium run for the rest', async () => {
    const runs: string[] = [];
    // Stands in for Apertium (fake: only the order and the lines are under test here).
    const apertium = async (text: string) => {
      runs.push(text);
      return text.split('\n').map((line) => `[${line}]`).join('\n');
    };
    expect(await translateSpanish('Great! What do you do? Tell me more!', apertium)).toBe('Genial! [What do you do?] Cuéntame más!');
    expect(runs).toEqual(['What do you do?']);
  });

  it("writes Apertium's VALE as Spanish does (fake Apertium)", async () => {
    const apertium = async () => 'VALE, olvida el trabajo. Estoy VALE.';
    expect(await translateSpanish('OK, forget work. I am OK.', apertium)).toBe('Vale, olvida el trabajo. Estoy bien.');
  });

  it.skipIf(!hasEngines('apertium-eng-spa'))('gives the partner\'s line in Spanish a learner can trust (real Apertium)', async () => {
    const apertium = createApertiumProvider();
    expect((await apertium.translate('Great! What do you do?', 'es', 'en')).text).toBe('¡Genial! ¿Qué haces?');
    expect((await apertium.translate('Well done! You nailed it!', 'es', 'en')).text).toBe('¡Bien hecho! ¡Lo has bordado!');
    expect((await apertium.translate('Sure! I ask because I like films. Tell me more!', 'es', 'en')).text).toBe('¡Claro! Pido porque me gustan las películas. ¡Cuéntame más!');
  });
});
