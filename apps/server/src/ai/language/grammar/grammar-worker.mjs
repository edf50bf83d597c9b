// One grammar worker thread (grammar-pool.ts): loads Harper's WASM and the learner rules once and
// checks texts off the server's event loop. Plain JavaScript so it starts the same way under tsx
// (npm start) and under Vitest; tsx's API loads the TypeScript engine.
import { tsImport } from 'tsx/esm/api';

const { createGrammarEngine } = await tsImport('./grammar-engine.ts', import.meta.url);
const engine = await createGrammarEngine();
// Load the spell-checker's data now, while the thread starts. (The first unknown word of ten or
// more letters costs Harper 5–15 s more, once per thread; paying that here made every start that
// slow, so that one check pays it instead, off the event loop and within the pool's deadline.)
await engine.check('Yesterday I goed to the markett with my freind.');

/** @param {string} text */
export default function check(text) {
  return engine.check(text);
}
