// Spanish punctuation for Apertium's eng→spa output: the opening ¿ and ¡, and its stray spaces.
import { describe, expect, it } from 'vitest';
import { spanishPunctuation } from './spanish-punctuation';

describe('spanishPunctuation', () => {
  it.each([
    ['Hola! Cómo estás hoy?', '¡Hola! ¿Cómo estás hoy?'],
    [' Te gusta? Sí!', '¿Te gusta? ¡Sí!'],
    ['Uau, aquello es asombroso!', '¡Uau, aquello es asombroso!'],
    ['Qué?!', '¿Qué?!'],
  ])('opens each question and exclamation at its start: %j', (apertium, spanish) => {
    expect(spanishPunctuation(apertium)).toBe(spanish);
  });

  it.each([
    ['Bien, y tú?', 'Bien, ¿y tú?'],
    ['Es genial, qué comiste?', 'Es genial, ¿qué comiste?'],
    ['Son 3.5 euros, vale?', 'Son 3.5 euros, ¿vale?'],
    ['Lo sabes, verdad?', 'Lo sabes, ¿verdad?'],
  ])('opens a question that starts after a comma where it starts: %j', (apertium, spanish) => {
    expect(spanishPunctuation(apertium)).toBe(spanish);
  });

  it.each([
    ['Me gustaría una taza de café.', 'Me gustaría una taza de café.'],
    ['¿Ya vienes?', '¿Ya vienes?'],
    ['Vale...', 'Vale...'],
    ['', ''],
  ])('leaves statements and marks already there as they are: %j', (apertium, spanish) => {
    expect(spanishPunctuation(apertium)).toBe(spanish);
  });

  it('closes the gaps Apertium leaves where it dropped a word, and before a stop', () => {
    expect(spanishPunctuation('Qué   haces en el parque?')).toBe('¿Qué haces en el parque?');
    expect(spanishPunctuation('Turquía es un país .')).toBe('Turquía es un país.');
  });

  it('keeps lines apart, each with its own marks', () => {
    expect(spanishPunctuation('Vienes?\nSí, claro.')).toBe('¿Vienes?\nSí, claro.');
  });
});
