// Where `npm run model:pull` puts models (DATA_DIR/models) and how the server notices one: the
// newest complete GGUF there is used at start when no model is configured, and a folder watch
// (a poll: fs.watch misses renames on some file systems) reports one that arrives while running.
// A download in progress is `<name>.gguf.part` and only renamed once its size and SHA-256 match,
// so a file ending in .gguf is whole.
import fs from 'node:fs';
import path from 'node:path';

export const modelsFolder = (dataDir: string) => path.join(dataDir, 'models');

/** The newest .gguf file in the folder, or null (no folder, or nothing whole in it yet). */
export function findPulledModel(folder: string): string | null {
  let newest: { file: string; mtimeMs: number } | null = null;
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return null;
  }
  for (const name of names) {
    if (!name.toLowerCase().endsWith('.gguf')) continue;
    const file = path.join(folder, name);
    try {
      const stat = fs.statSync(file);
      if (stat.isFile() && stat.size > 0 && (!newest || stat.mtimeMs > newest.mtimeMs)) newest = { file, mtimeMs: stat.mtimeMs };
    } catch {
      // Removed between the listing and the look: not a model any more.
    }
  }
  return newest?.file ?? null;
}

/**
 * Calls `onModel` once with the first model that appears in the folder after `ignore` (the one in
 * use at start, if any), then stops looking. Answers a function that stops the watch.
 */
export function watchForPulledModel(folder: string, onModel: (file: string) => void, options: { intervalMs?: number; ignore?: string | null } = {}): () => void {
  const timer = setInterval(() => {
    const found = findPulledModel(folder);
    if (!found || found === options.ignore) return;
    clearInterval(timer);
    onModel(found);
  }, options.intervalMs ?? 5_000);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
