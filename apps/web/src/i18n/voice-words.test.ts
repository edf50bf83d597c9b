// The built-in voices' styles read in the interface language, and a provider's own styles as sent.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { STANDARD_STYLES } from '../../../server/src/ai/speech/tts/styles';
import { messages as german } from '../locales/de/messages.po';
import { messages as spanish } from '../locales/es/messages.po';
import { BUILT_IN_VOICE_STYLES, voiceAccentName, voiceStyleName } from './voice-words';

describe('voice style names', () => {
  it('has the English the server sends for every standard style', () => {
    for (const style of STANDARD_STYLES) expect(BUILT_IN_VOICE_STYLES[style.key]?.[0], style.key).toBe(style.name);
  });

  it('reads them in German, and a provider’s own name as sent', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: german } });
    expect(voiceStyleName(i18n, { key: 'fast', name: 'Fast' })).toBe('Schnell');
    expect(voiceStyleName(i18n, { key: 'fast', name: 'Quick and lively' })).toBe('Quick and lively');
    expect(voiceStyleName(i18n, { key: 'whisper', name: 'Whisper' })).toBe('Whisper');
  });
});

describe('voice accent names', () => {
  const spanishI18n = setupI18n({ locale: 'es', messages: { es: spanish } });
  const englishI18n = setupI18n({ locale: 'en', messages: { en: {} } });

  it('reads the built-in English voices’ accents in Spanish (apps/server/src/ai/speech/tts/flite.ts)', () => {
    for (const voice of [{ accent: 'American', language: 'en-US' }, { accent: 'Scottish', language: 'en-GB' }]) {
      expect(voiceAccentName(spanishI18n, voice), voice.accent).toMatch(/^inglés /);
    }
    expect(voiceAccentName(spanishI18n, { accent: 'Scottish', language: 'en-GB' })).toBe('inglés escocés');
  });

  it('names a language tag’s accent in English, and falls back to what the server sent', () => {
    expect(voiceAccentName(englishI18n, { accent: 'American', language: 'en-US' })).toBe('American English');
    expect(voiceAccentName(englishI18n, { accent: 'Spain', language: 'es-ES' })).toMatch(/Spanish/);
    expect(voiceAccentName(englishI18n, { accent: 'Somewhere', language: 'not a tag!' })).toBe('Somewhere');
  });
});
