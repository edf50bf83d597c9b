import { writeFileSync } from 'node:fs';
import { FliteTextToSpeech } from './src/ai/speech/tts/flite';
import { toSpeechWav } from './src/ai/speech/wav';
import { buildNetwork } from './src/ai/speech/assessment/network';
import { loadCmu, cmuPhones, stripStress } from './src/ai/speech/assessment/cmu';
const tts = new FliteTextToSpeech({ only: ['slt'] });
const cmu = await loadCmu();
for (const [name, text] of [['right', 'We sat on the floor'], ['swap', 'We set on the floor']]) {
  const { audio } = await tts.synthesize({ text, voiceId: 'flite-slt' });
  writeFileSync(`/work/scratch/${name}.wav`, toSpeechWav(audio));
}
const net = buildNetwork(['we', 'sat', 'on', 'the', 'floor'], (w) => stripStress(cmuPhones(cmu, w)!), {});
writeFileSync('/work/scratch/net.jsgf', net.jsgf); writeFileSync('/work/scratch/net.dict', net.dict);
await tts.close();
