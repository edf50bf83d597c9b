import { describe, it, expect } from 'vitest';
import { arpabetForWord, arpabetToIpa, createPhoneticsEngine, guessArpabet, numberToWords } from './index';

const engine = createPhoneticsEngine();

describe('arpabetToIpa', () => {
  it('maps ARPAbet to US IPA with stress at syllable starts', () => {
    expect(arpabetToIpa('W AO1 T ER0')).toBe('ˈwɔtɚ');
    // maximal onset: the stress mark goes before /st/, not before the vowel
    expect(arpabetToIpa('AH2 N D ER0 S T AE1 N D')).toBe('ˌʌndɚˈstænd');
    // illegal onset /ŋɡ/ is split: fiŋ.ɡɚ
    expect(arpabetToIpa('F IH1 NG G ER0')).toBe('ˈfɪŋɡɚ');
    expect(arpabetToIpa('K AE1 T')).toBe('kæt');
    expect(arpabetToIpa('K AE1 T', { markMonosyllables: true })).toBe('ˈkæt');
    expect(arpabetToIpa('R EH1 D', { rhotic: 'ɹ' })).toBe('ɹɛd');
  });
});

describe('phonetics engine (real CMU dictionary)', () => {
  it('gives dictionary IPA for common words', () => {
    expect(engine.size).toBeGreaterThan(100_000);
    expect(engine.ipaForWord('water')).toEqual({ ipa: 'ˈwɔtɚ', source: 'cmudict' });
    expect(engine.ipaForWord('banana')).toEqual({ ipa: 'bəˈnænə', source: 'cmudict' });
    expect(engine.ipaForWord('Water')?.ipa).toBe('ˈwɔtɚ');
  });

  it('moves the stress between photograph and photography', () => {
    expect(engine.ipaForWord('photograph')?.ipa).toBe('ˈfoʊtəˌɡræf');
    expect(engine.ipaForWord('photography')?.ipa).toBe('fəˈtɑɡrəfi');
  });

  it('transcribes a sentence word by word', () => {
    const r = engine.ipaForText('I would like a cup of coffee, please!');
    expect(r.words.map((w) => w.word)).toEqual(['I', 'would', 'like', 'a', 'cup', 'of', 'coffee', 'please']);
    expect(r.ipa).toBe('aɪ wʊd laɪk ə kʌp ʌv ˈkɑfi pliz');
    expect(r.words.every((w) => w.source === 'cmudict')).toBe(true);
  });

  it('falls back to letter-to-sound rules for invented words', () => {
    const r = engine.ipaForWord('blorfing');
    expect(r?.source).toBe('rules');
    expect(r?.ipa).toBe('ˈblɔrfɪŋ');
    expect(engine.ipaForWord('snarkle')?.ipa).toBe('ˈsnɑrkəl');
    // known stem + suffix keeps the dictionary stem
    expect(engine.ipaForWord('teacherly')?.ipa).toMatch(/^ˈtitʃɚli$/);
    expect(guessArpabet('station').join(' ')).toBe('S T EY1 SH AH0 N');
  });

  it('handles numbers, apostrophes, hyphens and diacritics', () => {
    expect(numberToWords(42)).toEqual(['forty', 'two']);
    expect(engine.ipaForWord('3')?.ipa).toBe('θri');
    expect(engine.ipaForWord('teacher’s')?.ipa).toBe('ˈtitʃɚz');
    expect(engine.ipaForWord('café')?.source).toBe('cmudict');
    expect(engine.ipaForWord('well-known')?.ipa).toBeTruthy();
    // Digits mixed with letters are read part by part (this once recursed without end).
    expect(engine.ipaForWord('4k')?.ipa).toBe('ˈfɔrˌkeɪ');
    expect(engine.ipaForText('mp3 b2b').words).toHaveLength(2);
  });

  it('rejects empty, oversized and hostile input', () => {
    expect(engine.ipaForWord('')).toBeNull();
    expect(engine.ipaForWord('   ')).toBeNull();
    expect(engine.ipaForWord('a'.repeat(10_000))).toBeNull();
    expect(engine.ipaForWord('.*+?(')).toBeNull();
    expect(engine.ipaForWord('日本')).toBeNull();
    expect(engine.ipaForText('x'.repeat(100_000)).text.length).toBeLessThanOrEqual(2000);
    expect(engine.ipaForText('').words).toEqual([]);
  });

  it('exposes ARPAbet phones without stress for pronunciation scoring', () => {
    expect(arpabetForWord('water')).toEqual(['W', 'AO', 'T', 'ER']);
    expect(engine.arpabetForWord('water', { keepStress: true })).toEqual(['W', 'AO1', 'T', 'ER0']);
    expect(engine.arpabetVariants('either')).toContainEqual(['AY', 'DH', 'ER']);
    expect(arpabetForWord('blorfing')).toEqual(['B', 'L', 'AO', 'R', 'F', 'IH', 'NG']);
    expect(arpabetForWord('')).toBeNull();
  });
});
