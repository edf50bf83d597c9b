// Issue 16, finding 2: one grammar check with a native language cost one translation run per
// explanation, every time. The explanations are fixed sentences, so their translations are kept.
// The translator is a counting stand-in (Apertium itself is tested in ai/language/translation).
import { describe, expect, it } from 'vitest';
import type { LanguageEngines } from '../../ai/language/language-engines';
import { createLanguageService } from './language.service';

describe('explanation translations', () => {
  it('are translated once per language, then reused', async () => {
    let runs = 0;
    const translator = {
      translate: (text: string) => {
        runs++;
        return Promise.resolve({ text: `[es] ${text}`, kind: 'translation' as const, provider: 'counting' });
      },
    };
    const engines = { translator: () => translator } as unknown as LanguageEngines;
    const issue = (start: number, explanation: string) => ({ start, end: start + 1, text: 'x', suggestion: 'y', explanation, category: 'other' as const, source: 'rules' as const });
    const checker = { check: () => Promise.resolve({ issues: [issue(0, 'First rule.'), issue(2, 'Second rule.')], corrected: 'y y' }) };
    const service = createLanguageService({ engines, grammar: () => Promise.resolve(checker) });

    const first = await service.checkGrammar('x x', 'es');
    expect(first.issues.map((i) => i.explanationNative)).toEqual(['[es] First rule.', '[es] Second rule.']);
    expect(runs).toBe(2);
    for (let i = 0; i < 5; i++) await service.checkGrammar('x x', 'es');
    expect(runs).toBe(2);
  });
});
