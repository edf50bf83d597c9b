import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, mailLanguage, templatesFor, type MailLanguage } from './mail-templates';
import { CODE_TTL_MS } from './verification.service';

const CODE = '482913';
const MINUTES = CODE_TTL_MS / 60_000;
const PURPOSES = ['signup', 'reset'] as const;

/** Every text a language has, with the code and the minutes filled in. */
function allTexts(language: MailLanguage, code = CODE, minutes = MINUTES) {
  const t = templatesFor(language);
  return {
    signupSubject: t.codeSubject('signup'),
    resetSubject: t.codeSubject('reset'),
    signupText: t.codeText(code, minutes, 'signup'),
    resetText: t.codeText(code, minutes, 'reset'),
    existingAccountSubject: t.existingAccountSubject,
    existingAccountText: t.existingAccountText,
    deleteSubject: t.deleteSubject,
    deleteText: t.deleteText(code, minutes),
    deleteSms: t.deleteSms(code, minutes),
    signInSms: t.signInSms(code, minutes),
  };
}

// GSM 03.38: the default alphabet (one septet each) and its extension table (escape + character).
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/**
 * How a text message travels: in the GSM alphabet when every character is in it (160 septets in
 * one part), otherwise in UCS-2 (70 UTF-16 units in one part, 67 per part when split).
 */
function smsSize(text: string): { encoding: 'gsm' | 'ucs2'; units: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.has(char)) septets += 1;
    else if (GSM_EXTENSION.has(char)) septets += 2;
    else return { encoding: 'ucs2', units: text.length };
  }
  return { encoding: 'gsm', units: septets };
}

const LATIN_SCRIPT: ReadonlySet<MailLanguage> = new Set(['en', 'es', 'pt', 'fr', 'de', 'vi']);
/**
 * Texts that cannot say "code, minutes, not you? ignore it" in one 70-character UCS-2 part, so
 * go as two (at most 2 × 67 = 134 characters):
 * - es: the existing wording has ó, á, ú, which the GSM alphabet lacks (a wording without them,
 *   like the Portuguese one, would fit one 160-character part);
 * - vi: Vietnamese needs its tone marks, none of them in the GSM alphabet, and is about 100
 *   characters long;
 * - ar: the shortest natural wording that does not guess the reader's gender is about 100.
 */
const TWO_PARTS: Record<'deleteSms' | 'signInSms', ReadonlySet<MailLanguage>> = {
  deleteSms: new Set(['es', 'vi', 'ar']),
  // Portuguese needs ó and ã, outside the GSM alphabet: the sign-in text goes as UCS-2, in two parts.
  signInSms: new Set(['es', 'vi', 'ar', 'pt']),
};

describe('account mail templates', () => {
  it('has the ten languages of the interface', () => {
    expect([...MAIL_LANGUAGES].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'ko', 'pt', 'vi', 'zh']);
  });

  describe.each(MAIL_LANGUAGES)('%s', (language) => {
    it('has every template, each a non-empty text naming Parley', () => {
      for (const [name, text] of Object.entries(allTexts(language))) {
        expect(text, name).toEqual(expect.any(String));
        expect(text.trim().length, name).toBeGreaterThan(0);
        expect(text, name).toContain('Parley');
        expect(text, name).not.toMatch(/undefined|NaN|\$\{|\[object/);
        // Precomposed, so that an SMS counts (and a mail client shows) each letter once.
        expect(text, name).toBe(text.normalize('NFC'));
      }
    });

    it('puts the code and the minutes in every text that carries a code', () => {
      for (const minutes of [MINUTES, 15, 60]) {
        const texts = allTexts(language, CODE, minutes);
        for (const name of ['signupText', 'resetText', 'deleteText', 'deleteSms', 'signInSms'] as const) {
          expect(texts[name], `${name}, ${minutes} minutes`).toContain(CODE);
          expect(texts[name], `${name}, ${minutes} minutes`).toContain(String(minutes));
        }
      }
    });

    it('shows the sign-up and reset code on its own indented line', () => {
      for (const purpose of PURPOSES) {
        expect(templatesFor(language).codeText(CODE, MINUTES, purpose)).toContain(`\n\n    ${CODE}\n\n`);
      }
    });

    it('says different things for sign-up and password reset', () => {
      const t = templatesFor(language);
      expect(t.codeSubject('signup')).not.toBe(t.codeSubject('reset'));
      expect(t.codeText(CODE, MINUTES, 'signup')).not.toBe(t.codeText(CODE, MINUTES, 'reset'));
    });

    it.each(['deleteSms', 'signInSms'] as const)('fits %s in a text message', (name) => {
      const sms = allTexts(language)[name];
      const twoParts = TWO_PARTS[name].has(language);
      const { encoding, units } = smsSize(sms);
      if (LATIN_SCRIPT.has(language)) expect(sms.length, 'Latin script: 160 characters').toBeLessThanOrEqual(160);
      if (twoParts) {
        expect(units, `${encoding}: two parts`).toBeLessThanOrEqual(encoding === 'gsm' ? 306 : 134);
      } else {
        expect(units, `${encoding}: one part`).toBeLessThanOrEqual(encoding === 'gsm' ? 160 : 70);
      }
      if (!LATIN_SCRIPT.has(language)) expect(sms.length, 'UCS-2').toBeLessThanOrEqual(twoParts ? 134 : 70);
    });
  });

  it('translates every text (no language repeats another)', () => {
    for (const name of Object.keys(allTexts('en')) as Array<keyof ReturnType<typeof allTexts>>) {
      const texts = MAIL_LANGUAGES.map((language) => allTexts(language)[name]);
      expect(new Set(texts).size, name).toBe(MAIL_LANGUAGES.length);
    }
  });

  it('counts minutes in Arabic with the agreeing noun', () => {
    const ar = templatesFor('ar');
    expect(ar.deleteText(CODE, 10)).toContain('10 دقائق');
    expect(ar.deleteText(CODE, 15)).toContain('15 دقيقة');
    expect(ar.deleteText(CODE, 2)).toContain('دقيقتين');
  });
});

describe('mailLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-Hant-HK', 'zh'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['pt', 'pt'],
    ['pt-BR', 'pt'],
    ['pt-PT', 'pt'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
    ['DE-ch', 'de'],
    ['pt_BR', 'pt'],
  ])('maps %s to %s', (hint, expected) => {
    expect(mailLanguage(hint)).toBe(expected);
  });

  it('takes the first tag of an Accept-Language header', () => {
    expect(mailLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(mailLanguage('ja-JP,ja;q=0.9')).toBe('ja');
    expect(mailLanguage(' ar-EG;q=1, en;q=0.5')).toBe('ar');
    expect(mailLanguage('en-US,de;q=0.9')).toBe('en');
    expect(mailLanguage('es-ES,es;q=0.9')).toBe('es');
  });

  it('answers English for anything else', () => {
    for (const hint of [null, undefined, '', '*', 'it', 'ru-RU', 'it-IT,fr;q=0.8', 'eo', 'x-klingon', 'english', 'frr', 'dem', 'viet']) {
      expect(mailLanguage(hint), String(hint)).toBe('en');
    }
  });
});
