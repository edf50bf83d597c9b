import { describe, expect, it } from 'vitest';
import { chooseUiLocale, isRightToLeft, uiLocaleForNativeLanguage } from './locales';

describe('the interface language', () => {
  it('is the native language where we speak it, else the same language, else English', () => {
    expect(uiLocaleForNativeLanguage('es')).toBe('es');
    expect(uiLocaleForNativeLanguage('zh-CN')).toBe('zh-CN');
    expect(uiLocaleForNativeLanguage('zh-TW')).toBe('zh-CN');
    expect(uiLocaleForNativeLanguage('pt-BR')).toBe('pt-BR');
    expect(uiLocaleForNativeLanguage('pt-PT')).toBe('pt-BR');
    expect(uiLocaleForNativeLanguage('ar')).toBe('ar');
    expect(uiLocaleForNativeLanguage('hi')).toBe('en');
    expect(uiLocaleForNativeLanguage(null)).toBe('en');
  });

  it('follows the choice in Settings first, then the native language, then the browser', () => {
    expect(chooseUiLocale('de', 'es', ['fr-FR'])).toBe('de');
    expect(chooseUiLocale('auto', 'es', ['fr-FR'])).toBe('es');
    expect(chooseUiLocale('auto', null, ['it-IT', 'fr-FR', 'en'])).toBe('fr');
    expect(chooseUiLocale('auto', null, ['en-GB', 'fr-FR'])).toBe('en');
    expect(chooseUiLocale('auto', null, ['it-IT'])).toBe('en');
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('es')).toBe(false);
  });
});
