// One grammar worker thread (grammar-pool.ts): loads Harper's WASM and the learner rules once and
// checks texts off the server's event loop. Plain JavaScript so it starts the same way under tsx
// (npm start) and under Vitest; tsx's API loads the TypeScript engine.
import { tsImport } from 'tsx/esm/api';

const { createGrammarEngine } = await tsImport('./grammar-engine.ts', import.meta.url);
const engine = await createGrammarEngine();
// Harper builds its spelling structures on the first long unknown word (measured 14 s on the busy
// 2-core machine, then under 0.4 s a check): pay that here, while the thread starts, not inside
// a learner's deadline. The nonsense word is as long as a checked word may be (30 letters).
await engine.check('Yesterday I goed to the markett with my freind qwzxvbnmlkjhgfdsapoiuytrewqzx.');

/** @param {string} text */
export default function check(text) {
  return engine.check(text);
}
