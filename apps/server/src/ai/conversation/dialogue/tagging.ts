// Part-of-speech tagging: wink-nlp with its small English model (decision 0030).
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let nlp: ReturnType<typeof winkNLP> | null = null;
/** Each word with its part of speech; the model is made on first use (about 250 ms and 25 MB). */
export function tag(text: string): Array<{ word: string; pos: string }> {
  nlp ??= winkNLP(model);
  const tokens = nlp.readDoc(text).tokens();
  const words = tokens.out();
  const pos = tokens.out(nlp.its.pos) as string[];
  return words.map((word, i) => ({ word, pos: pos[i] ?? '' }));
}
