/**
 * One ARPAbet phone → IPA as learners' books write it (long vowels with ː, /ʌ/ for stressed AH), for the
 * sound-level feedback. Whole words get their dictionary IPA elsewhere (language/phonetics).
 */
const IPA: Readonly<Record<string, string>> = {
  AA: 'ɑː', AE: 'æ', AH: 'ʌ', AO: 'ɔː', AW: 'aʊ', AY: 'aɪ', EH: 'e', ER: 'ɜːr', EY: 'eɪ', IH: 'ɪ', IY: 'iː',
  OW: 'oʊ', OY: 'ɔɪ', UH: 'ʊ', UW: 'uː',
  B: 'b', CH: 'tʃ', D: 'd', DH: 'ð', F: 'f', G: 'ɡ', HH: 'h', JH: 'dʒ', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ŋ',
  P: 'p', R: 'r', S: 's', SH: 'ʃ', T: 't', TH: 'θ', V: 'v', W: 'w', Y: 'j', Z: 'z', ZH: 'ʒ',
};

export function phoneIpa(phone: string): string {
  return IPA[phone.replace(/\d$/, '')] ?? phone.toLowerCase();
}

/** A phone sequence as one IPA string, e.g. ['SH','IY','P'] → 'ʃiːp'. */
export function phonesIpa(phones: readonly string[]): string {
  return phones.map(phoneIpa).join('');
}
