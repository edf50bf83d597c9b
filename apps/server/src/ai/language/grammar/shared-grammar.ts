// The rule engine is one per process, created on first use (Harper's WASM loads once, ~1 s, and
// holds no settings); each app merges its own model's check into it.
import type { LanguageModel } from '../model-client';
import { createGrammarEngine, type GrammarEngine } from './grammar-engine';
import { withModelGrammar } from './model-grammar';

let shared: Promise<GrammarEngine> | null = null;

export function sharedGrammarEngine(): Promise<GrammarEngine> {
  shared ??= createGrammarEngine().catch((error: unknown) => {
    shared = null;
    throw error;
  });
  return shared;
}

/**
 * The grammar check of an app: the rule engine, with the model's check merged in when a model is
 * configured (the model answers first; the rules keep what it misses and stand alone when it fails).
 * Loaded on first use; a load that failed is tried again on the next call.
 */
export function createGrammarCheck(model: LanguageModel | null, onModelError?: (error: unknown) => void): () => Promise<GrammarEngine> {
  if (!model) return sharedGrammarEngine;
  let merged: Promise<GrammarEngine> | null = null;
  return () => {
    merged ??= sharedGrammarEngine().then(
      (rules) => withModelGrammar(rules, model, onModelError),
      (error: unknown) => {
        merged = null;
        throw error;
      },
    );
    return merged;
  };
}
