import { afterAll, describe, expect, it } from 'vitest';
import { hasEngines } from '../../../../test/support/engines';
import { FliteTextToSpeech } from '../tts/flite';
import { alignmentFiles, FREE_PHONES, parseHypseg, type Reading } from './forced-alignment';
import { PocketsphinxGrammarDecoder } from './grammar-decoder';

const ship: Reading = [['AY'], ['L', 'IH', 'V'], ['SH', 'IH', 'P']];
const sheep: Reading = [['AY'], ['L', 'IH', 'V'], ['SH', 'IY', 'P']];

describe('forced alignment files', () => {
  it('writes one linear grammar per reading over one dictionary, skipping unknown words', () => {
    const files = alignmentFiles([ship, sheep, [['AY'], null, ['SH', 'IH', 'P']]]);
    expect(files.dict.trim().split('\n')).toEqual(['w0p0 AY', 'w1p1 L IH V', 'w2p2 SH IH P', 'w2p3 SH IY P']);
    expect(files.fsgs[1]).toContain('TRANSITION 2 3 1.0 w2p3');
    expect(files.fsgs[2]).toContain('NUM_STATES 3');
    expect(files.fsgs[2]).toContain('TRANSITION 1 2 1.0 w2p2');
  });

  it('writes free phones as a loop over every phone of the model, with the phones in the dictionary', () => {
    const files = alignmentFiles([ship, FREE_PHONES]);
    expect(files.fsgs[1]).toContain('FINAL_STATE 1');
    expect(files.fsgs[1]).toContain('TRANSITION 1 1 0.025641 phSH');
    expect(files.dict.split('\n')).toEqual(expect.arrayContaining(['w2p2 SH IH P', 'phSH SH', 'phZH ZH']));
  });

  it('reads each reading\'s acoustic score and word lengths, and rejects a reading the search did not finish', () => {
    // -hypseg lines as pocketsphinx_batch writes them (scores shortened)
    const text = [
      'input S 0 T -8783 A -8109 L -674 0 -245 -337 <sil> 19 -538 0 w0p0 32 -1200 0 w1p1 60 -900 0 w2p2 90 -268 -337 <sil> 99',
      'input S 0 T -9805 A -9131 L -674 0 -246 -337 <sil> 19 -528 0 w0p0 32 -1300 0 w1p1 60',
    ].join('\n');
    const [right, partial] = parseHypseg(text, [ship, sheep]);
    expect(right).toEqual({ acoustic: -8109, wordFrames: [13, 28, 30], frames: 99 });
    expect(partial).toBeNull();
    expect(parseHypseg('', [ship])).toEqual([null]);
  });
});

describe.skipIf(!hasEngines('pocketsphinx'))('forced alignment with pocketsphinx', () => {
  const tts = new FliteTextToSpeech({ only: ['slt'] });
  const decoder = new PocketsphinxGrammarDecoder();
  afterAll(() => tts.close());

  it('scores the reading that was said above its minimal-pair neighbour, in one run', async () => {
    const { audio } = await tts.synthesize({ text: 'I live on a big sheep', voiceId: 'flite-slt' });
    const sentence = (last: string[]): Reading => [['AY'], ['L', 'IH', 'V'], ['AA', 'N'], ['AH'], ['B', 'IH', 'G'], last];
    const [asWritten, asSaid] = await decoder.alignReadings(audio, [sentence(['SH', 'IH', 'P']), sentence(['SH', 'IY', 'P'])]);
    expect(asWritten && asSaid).toBeTruthy();
    expect(asSaid!.acoustic).toBeGreaterThan(asWritten!.acoustic);
    expect(asSaid!.wordFrames[5]).toBeGreaterThan(10); // "sheep" lasts well over 100 ms
  });
});
