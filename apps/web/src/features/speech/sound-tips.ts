// One-line tips on making each English sound (keys are the IPA the server sends), and the usual trouble
// speakers of some languages have with it. Plain and short: the learner reads them on a phone.
// The tips are told in the interface language; the English sounds and words they quote stay English.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const TIPS: Readonly<Record<string, MessageDescriptor>> = {
  'ɪ': msg({ comment: 'How to make the English sound /ɪ/. Keep the sounds and words in quotes as they are.', message: 'Short and relaxed: open your mouth a little, tongue lower than for “ee”.' }),
  'iː': msg({ comment: 'How to make the English sound /iː/. Keep the sounds and words in quotes as they are.', message: 'Long “ee”: smile a little and hold the sound.' }),
  'æ': msg({ comment: 'How to make the English sound /æ/. Keep the sounds and words in quotes as they are.', message: 'Open your mouth wide and keep the tongue low and forward, as in “cat”.' }),
  'e': msg({ comment: 'How to make the English sound /e/. Keep the sounds and words in quotes as they are.', message: 'Mouth half open, tongue in the middle, as in “bed”.' }),
  'ʌ': msg({ comment: 'How to make the English sound /ʌ/. Keep the sounds and words in quotes as they are.', message: 'Short “uh”: relax your mouth, jaw a little open, as in “cup”.' }),
  'ɑː': msg({ comment: 'How to make the English sound /ɑː/. Keep the sounds and words in quotes as they are.', message: 'Open your mouth wide and say a long “ah”.' }),
  'ɔː': msg({ comment: 'How to make the English sound /ɔː/. Keep the sounds and words in quotes as they are.', message: 'Round your lips and say a long “aw”.' }),
  'ʊ': msg({ comment: 'How to make the English sound /ʊ/. Keep the sounds and words in quotes as they are.', message: 'Short, lips loosely rounded, as in “book”.' }),
  'uː': msg({ comment: 'How to make the English sound /uː/. Keep the sounds and words in quotes as they are.', message: 'Long “oo”: round your lips tightly and hold it.' }),
  'ɜːr': msg({ comment: 'How to make the English sound /ɜːr/. Keep the sounds and words in quotes as they are.', message: 'Tongue in the middle, lips relaxed, as in “bird”.' }),
  'eɪ': msg({ comment: 'How to make the English sound /eɪ/. Keep the sounds and words in quotes as they are.', message: 'Glide from “e” to “i”, as in “day”.' }),
  'aɪ': msg({ comment: 'How to make the English sound /aɪ/. Keep the sounds and words in quotes as they are.', message: 'Glide from “a” to “i”, as in “my”.' }),
  'oʊ': msg({ comment: 'How to make the English sound /oʊ/. Keep the sounds and words in quotes as they are.', message: 'Glide from “o” to “u”, lips rounding, as in “go”.' }),
  'aʊ': msg({ comment: 'How to make the English sound /aʊ/. Keep the sounds and words in quotes as they are.', message: 'Glide from “a” to “u”, as in “now”.' }),
  'ɔɪ': msg({ comment: 'How to make the English sound /ɔɪ/. Keep the sounds and words in quotes as they are.', message: 'Glide from “aw” to “i”, as in “boy”.' }),
  'θ': msg({ comment: 'How to make the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Put your tongue tip between your teeth and blow softly, no voice.' }),
  'ð': msg({ comment: 'How to make the English sound /ð/. Keep the sounds and words in quotes as they are.', message: 'Tongue tip between your teeth, blow and use your voice.' }),
  's': msg({ comment: 'How to make the English sound /s/. Keep the sounds and words in quotes as they are.', message: 'Tongue behind your top teeth, hiss without touching them.' }),
  'z': msg({ comment: 'How to make the English sound /z/. Keep the sounds and words in quotes as they are.', message: 'Like “s” but with your voice buzzing.' }),
  't': msg({ comment: 'How to make the English sound /t/. Keep the sounds and words in quotes as they are.', message: 'Tongue tip on the ridge behind your top teeth, then release.' }),
  'd': msg({ comment: 'How to make the English sound /d/. Keep the sounds and words in quotes as they are.', message: 'Like “t” but with your voice.' }),
  'v': msg({ comment: 'How to make the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'Top teeth on your lower lip and buzz; the lips do not close.' }),
  'f': msg({ comment: 'How to make the English sound /f/. Keep the sounds and words in quotes as they are.', message: 'Top teeth on your lower lip and blow, no voice.' }),
  'b': msg({ comment: 'How to make the English sound /b/. Keep the sounds and words in quotes as they are.', message: 'Close both lips, then open them with your voice.' }),
  'p': msg({ comment: 'How to make the English sound /p/. Keep the sounds and words in quotes as they are.', message: 'Close both lips, then pop them open with a puff of air.' }),
  'l': msg({ comment: 'How to make the English sound /l/. Keep the sounds and words in quotes as they are.', message: 'Tongue tip touches the ridge behind your top teeth; air flows at the sides.' }),
  'r': msg({ comment: 'How to make the English sound /r/. Keep the sounds and words in quotes as they are.', message: 'Curl your tongue tip back without touching anything; round your lips a little.' }),
  'ʃ': msg({ comment: 'How to make the English sound /ʃ/. Keep the sounds and words in quotes as they are.', message: 'Lips pushed forward, tongue a bit back, as in “she”.' }),
  'tʃ': msg({ comment: 'How to make the English sound /tʃ/. Keep the sounds and words in quotes as they are.', message: 'Start like “t”, release into “sh”, as in “chip”.' }),
  'dʒ': msg({ comment: 'How to make the English sound /dʒ/. Keep the sounds and words in quotes as they are.', message: 'Start like “d”, release into the sound in “measure”, as in “jam”.' }),
  'k': msg({ comment: 'How to make the English sound /k/. Keep the sounds and words in quotes as they are.', message: 'Back of the tongue up against the roof of your mouth, then release.' }),
  'ɡ': msg({ comment: 'How to make the English sound /ɡ/. Keep the sounds and words in quotes as they are.', message: 'Like “k” but with your voice.' }),
  'ŋ': msg({ comment: 'How to make the English sound /ŋ/. Keep the sounds and words in quotes as they are.', message: 'Back of the tongue up, sound through your nose, no “g” after it.' }),
  'n': msg({ comment: 'How to make the English sound /n/. Keep the sounds and words in quotes as they are.', message: 'Tongue tip behind your top teeth, sound through your nose.' }),
  'm': msg({ comment: 'How to make the English sound /m/. Keep the sounds and words in quotes as they are.', message: 'Close your lips, sound through your nose.' }),
  'h': msg({ comment: 'How to make the English sound /h/. Keep the sounds and words in quotes as they are.', message: 'Just breathe out, as if fogging a mirror.' }),
  'w': msg({ comment: 'How to make the English sound /w/. Keep the sounds and words in quotes as they are.', message: 'Round your lips tightly, then open them.' }),
  'j': msg({ comment: 'How to make the English sound /j/. Keep the sounds and words in quotes as they are.', message: 'Tongue high as for “ee”, then move on, as in “yes”.' }),
  'ʒ': msg({ comment: 'How to make the English sound /ʒ/. Keep the sounds and words in quotes as they are.', message: 'Like “sh” with your voice, as in “measure”.' }),
};

/** Usual trouble for speakers of a language (ISO 639-1), per sound. */
const NATIVE_TROUBLE: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  es: {
    'ɪ': msg({ comment: 'For speakers of Spanish: their usual trouble with the English sound /ɪ/. Keep the sounds and words in quotes as they are.', message: 'Spanish has one “i”: keep this one shorter and looser than “ee”.' }),
    v: msg({ comment: 'For speakers of Spanish: their usual trouble with the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'In Spanish “v” and “b” sound alike; in English touch your lip with your teeth.' }),
    'æ': msg({ comment: 'For speakers of Spanish: their usual trouble with the English sound /æ/. Keep the sounds and words in quotes as they are.', message: 'Spanish has no “æ”: open wider than for “e”.' }),
  },
  pt: {
    'ɪ': msg({ comment: 'For speakers of Portuguese: their usual trouble with the English sound /ɪ/. Keep the sounds and words in quotes as they are.', message: 'Keep it short and loose, not the Portuguese “i”.' }),
    'θ': msg({ comment: 'For speakers of Portuguese: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Do not say “f” or “t”: tongue between the teeth.' }),
  },
  it: {
    'ɪ': msg({ comment: 'For speakers of Italian: their usual trouble with the English sound /ɪ/. Keep the sounds and words in quotes as they are.', message: 'Shorter and looser than the Italian “i”.' }),
    'θ': msg({ comment: 'For speakers of Italian: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “t”: let the air pass over the tongue between your teeth.' }),
  },
  fr: {
    'θ': msg({ comment: 'For speakers of French: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “s”: your tongue goes between your teeth.' }),
    'ɪ': msg({ comment: 'For speakers of French: their usual trouble with the English sound /ɪ/. Keep the sounds and words in quotes as they are.', message: 'Shorter and looser than the French “i”.' }),
    h: msg({ comment: 'For speakers of French: their usual trouble with the English sound /h/. Keep the sounds and words in quotes as they are.', message: 'Say the “h”: breathe it out.' }),
  },
  de: {
    'θ': msg({ comment: 'For speakers of German: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “s”: your tongue goes between your teeth.' }),
    v: msg({ comment: 'For speakers of German: their usual trouble with the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'Not “f”: use your voice.' }),
    'æ': msg({ comment: 'For speakers of German: their usual trouble with the English sound /æ/. Keep the sounds and words in quotes as they are.', message: 'Open wider than the German “e”.' }),
  },
  ru: {
    'θ': msg({ comment: 'For speakers of Russian: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “t” or “s”: tongue between your teeth.' }),
    'ɪ': msg({ comment: 'For speakers of Russian: their usual trouble with the English sound /ɪ/. Keep the sounds and words in quotes as they are.', message: 'Keep “ship” and “sheep” apart: this one is short.' }),
  },
  ja: {
    l: msg({ comment: 'For speakers of Japanese: their usual trouble with the English sound /l/. Keep the sounds and words in quotes as they are.', message: 'Touch the ridge behind your teeth with your tongue tip and keep it there.' }),
    r: msg({ comment: 'For speakers of Japanese: their usual trouble with the English sound /r/. Keep the sounds and words in quotes as they are.', message: 'Do not tap: curl the tongue back without touching.' }),
    v: msg({ comment: 'For speakers of Japanese: their usual trouble with the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'Not “b”: teeth on your lower lip.' }),
    'θ': msg({ comment: 'For speakers of Japanese: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “s”: tongue between your teeth.' }),
  },
  ko: {
    l: msg({ comment: 'For speakers of Korean: their usual trouble with the English sound /l/. Keep the sounds and words in quotes as they are.', message: 'Hold the tongue tip on the ridge; do not flap it.' }),
    r: msg({ comment: 'For speakers of Korean: their usual trouble with the English sound /r/. Keep the sounds and words in quotes as they are.', message: 'Curl back, no tap.' }),
    v: msg({ comment: 'For speakers of Korean: their usual trouble with the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'Not “b”: teeth on your lower lip.' }),
    f: msg({ comment: 'For speakers of Korean: their usual trouble with the English sound /f/. Keep the sounds and words in quotes as they are.', message: 'Not “p”: teeth on your lower lip and blow.' }),
  },
  zh: {
    l: msg({ comment: 'For speakers of Chinese: their usual trouble with the English sound /l/. Keep the sounds and words in quotes as they are.', message: 'Clear “l”: tongue tip up on the ridge.' }),
    r: msg({ comment: 'For speakers of Chinese: their usual trouble with the English sound /r/. Keep the sounds and words in quotes as they are.', message: 'Curl back, lips rounded a little.' }),
    'θ': msg({ comment: 'For speakers of Chinese: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “s”: tongue between your teeth.' }),
    v: msg({ comment: 'For speakers of Chinese: their usual trouble with the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'Not “w”: teeth on your lower lip.' }),
  },
  vi: {
    'θ': msg({ comment: 'For speakers of Vietnamese: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “t”: tongue between your teeth.' }),
  },
  ar: {
    p: msg({ comment: 'For speakers of Arabic: their usual trouble with the English sound /p/. Keep the sounds and words in quotes as they are.', message: 'Not “b”: no voice, a puff of air.' }),
    v: msg({ comment: 'For speakers of Arabic: their usual trouble with the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'Not “f”: use your voice.' }),
  },
  hi: {
    'θ': msg({ comment: 'For speakers of Hindi: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not a hard “t”: tongue between your teeth and blow.' }),
    v: msg({ comment: 'For speakers of Hindi: their usual trouble with the English sound /v/. Keep the sounds and words in quotes as they are.', message: 'Top teeth on your lower lip, not a “w”.' }),
  },
  tr: {
    'θ': msg({ comment: 'For speakers of Turkish: their usual trouble with the English sound /θ/. Keep the sounds and words in quotes as they are.', message: 'Not “t”: tongue between your teeth.' }),
    'æ': msg({ comment: 'For speakers of Turkish: their usual trouble with the English sound /æ/. Keep the sounds and words in quotes as they are.', message: 'Open wider than the Turkish “e”.' }),
  },
};

export interface SoundTip {
  tip: string;
  /** the usual trouble for the learner's language, when known */
  trouble: string | null;
}

/** The tip for a sound, in the interface language shown now (call it while rendering). */
/**
 * The tip for a vowel added after a word's last consonant ("bigga" for "big"): how to make the vowel is no
 * help there, since the fix is to leave it out.
 */
const ADDED_VOWEL = msg({
  comment: 'Tip when the learner added a vowel after the last consonant of an English word (e.g. “bigga” for “big”).',
  message: 'End the word on its last sound, with no vowel after it.',
});

export const addedVowelTip = (): SoundTip => ({ tip: i18n._(ADDED_VOWEL), trouble: null });

export function tipFor(ipa: string, nativeLanguage?: string | null): SoundTip | null {
  const tip = TIPS[ipa];
  if (!tip) return null;
  const lang = nativeLanguage?.toLowerCase().split('-')[0] ?? '';
  const trouble = NATIVE_TROUBLE[lang]?.[ipa];
  return { tip: i18n._(tip), trouble: trouble ? i18n._(trouble) : null };
}
