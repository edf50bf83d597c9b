// The process-wide grammar engine, created on first use (Harper's WASM loads once, ~1 s).
import { createGrammarEngine, type GrammarEngine } from './grammar-engine';

let shared: Promise<GrammarEngine> | null = null;

export function sharedGrammarEngine(): Promise<GrammarEngine> {
  shared ??= createGrammarEngine().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}
