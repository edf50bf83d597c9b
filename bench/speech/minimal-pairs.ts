/**
 * Minimal-pair corpus for sound-level pronunciation assessment (issue 18): each sentence is read right and
 * with the target word swapped for its neighbour (ship → sheep). `sub` is the sound change the swap makes
 * (expected>heard ARPAbet, or 'final-dropped' / 'vowel-inserted'). Made for this benchmark; pairs with an
 * even index are the tuning half, odd ones the report half.
 */
import { readFileSync } from 'node:fs';

export interface MinimalPair {
  sentence: string;
  target: string;
  swapped: string;
  sub: string;
}

const p = (sentence: string, target: string, swapped: string, sub: string): MinimalPair => ({ sentence, target, swapped, sub });

export const MINIMAL_PAIRS: readonly MinimalPair[] = [
  // /ɪ/–/iː/
  p('I live on a big ship', 'ship', 'sheep', 'IH>IY'),
  p('Please sit down here', 'sit', 'seat', 'IH>IY'),
  p('I will fill the cup', 'fill', 'feel', 'IH>IY'),
  p('The bin is in the kitchen', 'bin', 'bean', 'IH>IY'),
  p('She hit the ball hard', 'hit', 'heat', 'IH>IY'),
  p('He has a green leaf', 'leaf', 'liv', 'IY>IH'),
  p('I want to leave now', 'leave', 'live', 'IY>IH'),
  p('The sheep ate the grass', 'sheep', 'ship', 'IY>IH'),
  p('Can you reach the shelf', 'reach', 'rich', 'IY>IH'),
  p('That is a cheap shirt', 'cheap', 'chip', 'IY>IH'),
  // /θ/–/s/
  p('I think it is late', 'think', 'sink', 'TH>S'),
  p('He is very thick', 'thick', 'sick', 'TH>S'),
  p('The path is long', 'path', 'pass', 'TH>S'),
  p('I have a sore mouth', 'mouth', 'mouse', 'TH>S'),
  p('Say thank you', 'thank', 'sank', 'TH>S'),
  p('He has a big faith', 'faith', 'face', 'TH>S'),
  // /θ/–/t/
  p('I have three cats', 'three', 'tree', 'TH>T'),
  p('Thank you for the gift', 'thank', 'tank', 'TH>T'),
  p('I thought about it', 'thought', 'taught', 'TH>T'),
  p('Brush your teeth well', 'teeth', 'teet', 'TH>T'),
  p('I read a thin book', 'thin', 'tin', 'TH>T'),
  p('The team won both games', 'both', 'boat', 'TH>T'),
  // /v/–/b/
  p('I like it very much', 'very', 'berry', 'V>B'),
  p('We took the van home', 'van', 'ban', 'V>B'),
  p('Please vote for me', 'vote', 'boat', 'V>B'),
  p('I have a vest on', 'vest', 'best', 'V>B'),
  p('The vase is on the table', 'vase', 'base', 'V>B'),
  p('He bought a nice bag', 'bag', 'vag', 'B>V'),
  // /l/–/r/
  p('I eat rice every day', 'rice', 'lice', 'R>L'),
  p('The road is wet', 'road', 'load', 'R>L'),
  p('She is right again', 'right', 'light', 'R>L'),
  p('I like the light', 'light', 'right', 'L>R'),
  p('We play in the park', 'play', 'pray', 'L>R'),
  p('Please collect the glass', 'glass', 'grass', 'L>R'),
  p('He has a long face', 'long', 'wrong', 'L>R'),
  // /æ/–/e/
  p('I need a new pan', 'pan', 'pen', 'AE>EH'),
  p('That was a bad day', 'bad', 'bed', 'AE>EH'),
  p('I had a man over', 'man', 'men', 'AE>EH'),
  p('We sat on the floor', 'sat', 'set', 'AE>EH'),
  p('Give me a pen please', 'pen', 'pan', 'EH>AE'),
  p('The bed is soft', 'bed', 'bad', 'EH>AE'),
  p('I met him at work', 'met', 'mat', 'EH>AE'),
  // /ʌ/–/æ/
  p('I want a cup of tea', 'cup', 'cap', 'AH>AE'),
  p('He has a nice hut', 'hut', 'hat', 'AH>AE'),
  p('The bus is late', 'bus', 'bass', 'AH>AE'),
  p('I hurt my cut finger', 'cut', 'cat', 'AH>AE'),
  p('We ran to the bank', 'ran', 'run', 'AE>AH'),
  p('The cat is asleep', 'cat', 'cut', 'AE>AH'),
  // /ʊ/–/uː/ and /f/–/v/
  p('The glass is full', 'full', 'fool', 'UH>UW'),
  p('Look at the book', 'look', 'luke', 'UH>UW'),
  p('I saw a white van', 'van', 'fan', 'V>F'),
  p('Turn on the fan', 'fan', 'van', 'F>V'),
  // final consonant dropped
  p('I need a bike', 'bike', 'buy', 'final-dropped'),
  p('Close the door and the gate', 'gate', 'gay', 'final-dropped'),
  p('He had a cold', 'cold', 'coal', 'final-dropped'),
  p('We can eat at eight', 'eight', 'a', 'final-dropped'),
  p('I found a seat', 'seat', 'sea', 'final-dropped'),
  p('She has a nice card', 'card', 'car', 'final-dropped'),
  // inserted vowel
  p('I saw a big dog', 'big', 'bigga', 'vowel-inserted'),
  p('Please sit down', 'down', 'downa', 'vowel-inserted'),
  p('I like the old book', 'book', 'booka', 'vowel-inserted'),
  p('We had lunch at ten', 'lunch', 'luncha', 'vowel-inserted'),
];

/** The blind corpus's sound changes are written in IPA; the assessment names ARPAbet phones. */
const BLIND_SUBSTITUTIONS: Readonly<Record<string, string>> = {
  'ɪ>iː': 'IH>IY', 'θ>s': 'TH>S', 'θ>t': 'TH>T', 'v>b': 'V>B', 'v>f': 'V>F', 'r>l': 'R>L', 'l>r': 'L>R',
  'ʊ>uː': 'UH>UW', 'e>æ': 'EH>AE', 'æ>e': 'AE>EH', 'ʌ>æ': 'AH>AE', 'final-drop': 'final-dropped', 'vowel-insert': 'vowel-inserted',
};

interface BlindItem { id: string; sentence: string; target: string; swapped: string; substitution: string }

const readBlind = (file: string): MinimalPair[] =>
  (JSON.parse(readFileSync(new URL(`./corpus/${file}`, import.meta.url), 'utf8')) as BlindItem[]).map((item) => {
    const sub = BLIND_SUBSTITUTIONS[item.substitution];
    if (!sub) throw new Error(`${item.id}: unknown substitution ${item.substitution}`);
    // the target as the sentence spells it, lower case, as the runner looks it up
    return p(item.sentence, item.target.toLowerCase(), item.swapped, sub);
  });

/** bench/speech/corpus/minimal-pairs-blind.json (54 pairs written blind, bench/blind-sets.md round 2). */
export const BLIND_MINIMAL_PAIRS: readonly MinimalPair[] = readBlind('minimal-pairs-blind.json');

/** bench/speech/corpus/minimal-pairs-blind-2.json (52 pairs written blind on 2026-11-29, bench/blind-sets.md). */
export const BLIND_MINIMAL_PAIRS_2: readonly MinimalPair[] = readBlind('minimal-pairs-blind-2.json');
