import { describe, expect, it } from 'vitest';
import { cleanTextForSpeech, splitSentences } from './clean-text';

describe('cleanTextForSpeech', () => {
  it('strips emoji, including ZWJ sequences, flags, skin tones and keycaps', () => {
    expect(cleanTextForSpeech('Great job! 🎉👏🏽 Keep going 💪')).toBe('Great job! Keep going.');
    expect(cleanTextForSpeech('My family 👨‍👩‍👧 lives in 🇬🇧 now ❤️')).toBe('My family lives in now.');
    expect(cleanTextForSpeech('Step 1️⃣ is easy :smile:')).toBe('Step is easy.');
  });

  it('strips markdown but keeps the words', () => {
    const md = [
      '# Today’s lesson',
      '',
      'Say **hello** and *goodbye* — it’s `easy`!',
      '- first item',
      '2. second item',
      '> a quote',
      '```ts',
      'const code = "not spoken";',
      '```',
      '~~wrong~~ right',
      '---',
    ].join('\n');
    expect(cleanTextForSpeech(md)).toBe(
      'Today’s lesson. Say hello and goodbye — it’s easy! first item. second item. a quote. wrong right.',
    );
  });

  it('keeps link text and drops URLs and e-mail addresses', () => {
    expect(cleanTextForSpeech('Read [this article](https://example.com/a_(b)) today.')).toBe('Read this article today.');
    expect(cleanTextForSpeech('See https://example.com/path?q=1, or www.bbc.co.uk. Mail me at a.b@example.org!')).toBe(
      'See, or. Mail me at!',
    );
    expect(cleanTextForSpeech('![a cat](cat.png) Nice cat.')).toBe('a cat Nice cat.');
  });

  it('strips HTML/SSML tags and decodes entities', () => {
    expect(cleanTextForSpeech('<speak><p>Fish &amp; chips</p><br/>It&#39;s <b>great</b>.</speak>')).toBe(
      "Fish & chips. It's great.",
    );
    expect(cleanTextForSpeech('<script>alert("x")</script>Hello')).toBe('Hello.');
  });

  it('returns an empty string when nothing speakable is left', () => {
    expect(cleanTextForSpeech('🙂🙂 https://x.y **')).toBe('');
  });

  it('splits long text into sentences', () => {
    expect(splitSentences('Hi there. How are you? Fine!')).toEqual(['Hi there.', 'How are you?', 'Fine!']);
    expect(splitSentences('a '.repeat(300), 100).every((s) => s.length <= 100)).toBe(true);
  });
});
