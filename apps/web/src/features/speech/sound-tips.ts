// One-line tips on making each English sound (keys are the IPA the server sends), and the usual trouble
// speakers of some languages have with it. Plain and short: the learner reads them on a phone.

const TIPS: Readonly<Record<string, string>> = {
  'ɪ': 'Short and relaxed: open your mouth a little, tongue lower than for “ee”.',
  'iː': 'Long “ee”: smile a little and hold the sound.',
  'æ': 'Open your mouth wide and keep the tongue low and forward, as in “cat”.',
  'e': 'Mouth half open, tongue in the middle, as in “bed”.',
  'ʌ': 'Short “uh”: relax your mouth, jaw a little open, as in “cup”.',
  'ɑː': 'Open your mouth wide and say a long “ah”.',
  'ɔː': 'Round your lips and say a long “aw”.',
  'ʊ': 'Short, lips loosely rounded, as in “book”.',
  'uː': 'Long “oo”: round your lips tightly and hold it.',
  'ɜːr': 'Tongue in the middle, lips relaxed, as in “bird”.',
  'eɪ': 'Glide from “e” to “i”, as in “day”.',
  'aɪ': 'Glide from “a” to “i”, as in “my”.',
  'oʊ': 'Glide from “o” to “u”, lips rounding, as in “go”.',
  'aʊ': 'Glide from “a” to “u”, as in “now”.',
  'ɔɪ': 'Glide from “aw” to “i”, as in “boy”.',
  'θ': 'Put your tongue tip between your teeth and blow softly, no voice.',
  'ð': 'Tongue tip between your teeth, blow and use your voice.',
  's': 'Tongue behind your top teeth, hiss without touching them.',
  'z': 'Like “s” but with your voice buzzing.',
  't': 'Tongue tip on the ridge behind your top teeth, then release.',
  'd': 'Like “t” but with your voice.',
  'v': 'Top teeth on your lower lip and buzz; the lips do not close.',
  'f': 'Top teeth on your lower lip and blow, no voice.',
  'b': 'Close both lips, then open them with your voice.',
  'p': 'Close both lips, then pop them open with a puff of air.',
  'l': 'Tongue tip touches the ridge behind your top teeth; air flows at the sides.',
  'r': 'Curl your tongue tip back without touching anything; round your lips a little.',
  'ʃ': 'Lips pushed forward, tongue a bit back, as in “she”.',
  'tʃ': 'Start like “t”, release into “sh”, as in “chip”.',
  'dʒ': 'Start like “d”, release into the sound in “measure”, as in “jam”.',
  'k': 'Back of the tongue up against the roof of your mouth, then release.',
  'ɡ': 'Like “k” but with your voice.',
  'ŋ': 'Back of the tongue up, sound through your nose, no “g” after it.',
  'n': 'Tongue tip behind your top teeth, sound through your nose.',
  'm': 'Close your lips, sound through your nose.',
  'h': 'Just breathe out, as if fogging a mirror.',
  'w': 'Round your lips tightly, then open them.',
  'j': 'Tongue high as for “ee”, then move on, as in “yes”.',
  'ʒ': 'Like “sh” with your voice, as in “measure”.',
};

/** Usual trouble for speakers of a language (ISO 639-1), per sound. */
const NATIVE_TROUBLE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  es: { 'ɪ': 'Spanish has one “i”: keep this one shorter and looser than “ee”.', v: 'In Spanish “v” and “b” sound alike; in English touch your lip with your teeth.', 'æ': 'Spanish has no “æ”: open wider than for “e”.' },
  pt: { 'ɪ': 'Keep it short and loose, not the Portuguese “i”.', 'θ': 'Do not say “f” or “t”: tongue between the teeth.' },
  it: { 'ɪ': 'Shorter and looser than the Italian “i”.', 'θ': 'Not “t”: let the air pass over the tongue between your teeth.' },
  fr: { 'θ': 'Not “s”: your tongue goes between your teeth.', 'ɪ': 'Shorter and looser than the French “i”.', h: 'Say the “h”: breathe it out.' },
  de: { 'θ': 'Not “s”: your tongue goes between your teeth.', v: 'Not “f”: use your voice.', 'æ': 'Open wider than the German “e”.' },
  ru: { 'θ': 'Not “t” or “s”: tongue between your teeth.', 'ɪ': 'Keep “ship” and “sheep” apart: this one is short.' },
  ja: { l: 'Touch the ridge behind your teeth with your tongue tip and keep it there.', r: 'Do not tap: curl the tongue back without touching.', v: 'Not “b”: teeth on your lower lip.', 'θ': 'Not “s”: tongue between your teeth.' },
  ko: { l: 'Hold the tongue tip on the ridge; do not flap it.', r: 'Curl back, no tap.', v: 'Not “b”: teeth on your lower lip.', f: 'Not “p”: teeth on your lower lip and blow.' },
  zh: { l: 'Clear “l”: tongue tip up on the ridge.', r: 'Curl back, lips rounded a little.', 'θ': 'Not “s”: tongue between your teeth.', v: 'Not “w”: teeth on your lower lip.' },
  vi: { 'θ': 'Not “t”: tongue between your teeth.' },
  ar: { p: 'Not “b”: no voice, a puff of air.', v: 'Not “f”: use your voice.' },
  hi: { 'θ': 'Not a hard “t”: tongue between your teeth and blow.', v: 'Top teeth on your lower lip, not a “w”.' },
  tr: { 'θ': 'Not “t”: tongue between your teeth.', 'æ': 'Open wider than the Turkish “e”.' },
};

export interface SoundTip {
  tip: string;
  /** the usual trouble for the learner's language, when known */
  trouble: string | null;
}

export function tipFor(ipa: string, nativeLanguage?: string | null): SoundTip | null {
  const tip = TIPS[ipa];
  if (!tip) return null;
  const lang = nativeLanguage?.toLowerCase().split('-')[0] ?? '';
  return { tip, trouble: NATIVE_TROUBLE[lang]?.[ipa] ?? null };
}
