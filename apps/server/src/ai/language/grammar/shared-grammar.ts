// The rule engine is one per process, created on first use (Harper's WASM loads once per worker
// thread, ~1 s, and holds no settings); each app merges its own model's check into it. It runs in
// a worker pool (grammar-pool.ts) so no check, however long its words, holds the event loop.
import { availableParallelism } from 'node:os';
import type { LanguageModel } from '../model-client';
import type { GrammarEngine } from './grammar-types';
import { createGrammarPool } from './grammar-pool';
import { withModelGrammar } from './model-grammar';

/** One thread per spare core, at most two: the event loop keeps a core, Harper needs ~60 MB each. */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A check takes 5–60 ms once the worker is warm; 32 waiting is seconds of work, enough for a class. */
const MAX_QUEUE = 32;
/**
 * From arrival, waiting included. Longer than Harper's one-time cost on the first long unknown
 * word (5–15 s on the busy 2-core machine), so that check is not killed and paid again and again.
 */
const DEADLINE_MS = 30_000;

let shared: Promise<GrammarEngine> | null = null;

export function sharedGrammarEngine(): Promise<GrammarEngine> {
  shared ??= (async () => {
    const pool = createGrammarPool({ threads: THREADS, maxQueue: MAX_QUEUE, deadlineMs: DEADLINE_MS });
    // Waits for a worker to load Harper, so a broken install fails here, as before.
    try {
      await pool.ready();
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  })().catch((error: unknown) => {
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
