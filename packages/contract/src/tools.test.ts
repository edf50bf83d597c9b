// Schemas of the language, speech, collection and phone calls: what a learner or a client can send.
import { describe, expect, it } from 'vitest';
import { updateUserCollection, collectContent } from './collection';
import { MAX_CHECK_CHARS, checkGrammar, searchEmoji } from './language';
import { voiceRecognizeByUrl } from './speech';
import { phoneSchema } from './third';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('checkGrammar input', () => {
  it(`takes up to ${MAX_CHECK_CHARS} characters of text`, () => {
    expect(checkGrammar.input.safeParse({ content: 'x'.repeat(MAX_CHECK_CHARS) }).success).toBe(true);
    expect(messageOf(checkGrammar.input.safeParse({ content: 'x'.repeat(MAX_CHECK_CHARS + 1) }))).toBe(`must be at most ${MAX_CHECK_CHARS} characters`);
  });
});

describe('searchEmoji input', () => {
  it('answers popular emoji for an empty keyword, 24 by default', () => {
    expect(searchEmoji.input.parse({})).toEqual({ keyword: '', limit: 24 });
  });
});

describe('voiceRecognizeByUrl input', () => {
  it('takes only audio stored on this server, never an outside address or a path outside the folder', () => {
    expect(voiceRecognizeByUrl.input.safeParse({ url: '/media/audio/0123456789abcdef.wav' }).success).toBe(true);
    expect(voiceRecognizeByUrl.input.safeParse({ url: `/media/audio/rec-${'a'.repeat(40)}.wav?exp=1790000000&sig=abc_-D` }).success).toBe(true);
    for (const url of ['https://evil.example/a.wav', '/media/audio/../../etc/passwd', '/media/audio/0123456789abcdef.mp3', 'file:///etc/passwd']) {
      expect(messageOf(voiceRecognizeByUrl.input.safeParse({ url }))).toBe('must be an audio url of this server');
    }
  });
});

describe('phoneSchema', () => {
  it('keeps E.164 and drops spaces, dots and dashes', () => {
    expect(phoneSchema.parse('+34 600-111.222')).toBe('+34600111222');
    expect(phoneSchema.parse('+1 (415) 555 0100')).toBe('+14155550100');
  });

  it.each(['600111222', '+0123456789', '+1234', '+1234567890123456'])('refuses %s', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(false);
  });
});

describe('collection inputs', () => {
  it('save a word by default and refuse an unknown kind', () => {
    expect(collectContent.input.parse({ content: ' serendipity ' })).toEqual({ kind: 'word', content: 'serendipity' });
    expect(messageOf(collectContent.input.safeParse({ kind: 'message', content: 'x' }))).toBe('must be word or phrase');
  });

  it('change a note or remove an item, nothing else', () => {
    expect(updateUserCollection.input.parse({ action: 'remove', id: '3' })).toEqual({ action: 'remove', id: 3 });
    expect(updateUserCollection.input.safeParse({ action: 'rename', id: 3 }).success).toBe(false);
  });
});
