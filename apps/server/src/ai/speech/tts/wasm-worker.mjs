// Child process that runs the WASM speech engines (flite via WASI, espeak-ng
// via Emscripten) away from the server's event loop. Plain JavaScript so it
// runs the same under node, tsx and Vitest.
//
// Why a process and not a worker thread: on Node 20, running many flite WASI
// instances in one isolate eventually segfaults (nodejs/node#52402; reproduced
// here after ~10 runs, with or without reusing the compiled module). A full GC
// after every job avoids it in our tests, and a separate process means that if
// it happens anyway only this process dies; the pool restarts it.
import { WASI } from 'node:wasi';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

const tmpDir = process.env.PARLEY_TTS_TMPDIR;
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};
let counter = 0;
let espeakFactory = null;
const modules = new Map();

/** Each engine's module is compiled once per process and instantiated afresh for every job. */
function compiled(wasmPath) {
  let m = modules.get(wasmPath);
  if (!m) {
    m = readFile(wasmPath).then((bytes) => WebAssembly.compile(bytes));
    m.catch(() => modules.delete(wasmPath));
    modules.set(wasmPath, m);
  }
  return m;
}

async function runFlite(wasmPath, args) {
  const module = await compiled(wasmPath);
  const name = `out-${process.pid}-${++counter}.wav`;
  const wasi = new WASI({
    version: 'preview1',
    args: ['flite', ...args, '-o', name],
    env: {},
    preopens: { '.': tmpDir },
    returnOnExit: true,
  });
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const path = join(tmpDir, name);
  try {
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return await readFile(path);
  } finally {
    await unlink(path).catch(() => {});
  }
}

async function runEspeak(wasmPath, jsUrl, args) {
  const module = await compiled(wasmPath);
  espeakFactory ??= (await import(jsUrl)).default;
  const errors = [];
  const instance = await espeakFactory({
    arguments: [...args],
    print: () => {},
    printErr: (line) => errors.push(line),
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((inst) => done(inst), (err) => errors.push(String(err)));
      return {};
    },
  });
  try {
    return Buffer.from(instance.FS.readFile('out.wav'));
  } catch {
    throw new Error(`espeak-ng produced no audio${errors.length ? `: ${errors.slice(-3).join(' ')}` : ''}`);
  }
}

/**
 * Answers the server, if it is still there: a server that exits while this worker starts (or while
 * a job runs) has closed the channel, and sending then would crash this worker with an error the
 * operator would read as a fault. The 'disconnect' handler ends the worker just after.
 */
function reply(message) {
  if (process.connected) process.send(message);
}

process.on('disconnect', () => process.exit(0));
process.on('message', async (job) => {
  try {
    const audio =
      job.kind === 'flite' ? await runFlite(job.wasmPath, job.args) : await runEspeak(job.wasmPath, job.jsUrl, job.args);
    reply({ id: job.id, ok: true, audio });
  } catch (err) {
    reply({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  } finally {
    gc();
  }
});
reply({ ready: true });
