// `npm run model:pull [url] [--sha256=<hex>] [--size=<bytes>]`: downloads a GGUF model for the
// local-model provider (LLM_MODEL_PATH) into DATA_DIR/models (model-download.ts: resumes, checks
// size and SHA-256, shows progress). Default: Qwen2.5-1.5B-Instruct, Q4_K_M (about 1.1 GB), the
// smallest instruct model we know that keeps a coherent, level-appropriate English conversation;
// Apache-2.0; a short reply in a few seconds on 2 CPU cores (docs/benchmarks.md, "Local model").
// Hugging Face gives each file's SHA-256 with the download, so the default is checked without a flag.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DownloadError, downloadModel, type DownloadProgress } from './model-download';

export const RECOMMENDED_MODEL_URL = 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf';

export function parseArgs(argv: readonly string[]): { url: string; sha256?: string; size?: number } {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const url = argv.find((a) => !a.startsWith('--')) ?? RECOMMENDED_MODEL_URL;
  if (!/^https?:\/\//.test(url)) throw new DownloadError(`not an http(s) URL: ${url}`);
  const sha256 = flag('sha256');
  if (sha256 !== undefined && !/^[a-fA-F0-9]{64}$/.test(sha256)) throw new DownloadError('--sha256: must be 64 hexadecimal digits');
  const size = flag('size');
  if (size !== undefined && !/^\d+$/.test(size)) throw new DownloadError('--size: must be a number of bytes');
  return { url, ...(sha256 ? { sha256 } : {}), ...(size ? { size: Number(size) } : {}) };
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** One line per 10% (or per 100 MB without a known size); redrawn in place on a terminal. */
export function progressPrinter(write: (text: string) => void, isTty: boolean) {
  let lastStep = -1;
  return ({ received, total, resumedFrom }: DownloadProgress) => {
    const percent = total ? Math.floor((received / total) * 100) : null;
    const step = percent !== null ? Math.floor(percent / 10) : Math.floor(received / 104_857_600);
    const line = `${percent !== null ? `${percent}% ` : ''}${mb(received)}${total ? ` of ${mb(total)}` : ''}${resumedFrom > 0 ? ` (resumed at ${mb(resumedFrom)})` : ''}`;
    if (isTty) write(`\r${line}   `);
    else if (step !== lastStep) write(`${line}\n`);
    lastStep = step;
  };
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const args = parseArgs(process.argv.slice(2));
  const dest = path.join(path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')), 'models', path.basename(new URL(args.url).pathname));
  console.log(`Downloading ${args.url}\n  into ${dest}`);
  const result = await downloadModel({ ...args, dest }, { onProgress: progressPrinter((t) => process.stdout.write(t), process.stdout.isTTY) });
  console.log(`\nDone: ${mb(result.size)}, SHA-256 ${result.sha256}${result.isVerified ? ' (checked)' : ' (no expected value known: compare it with the publisher\'s)'}.`);
  // The server looks in DATA_DIR/models (ai/conversation/pulled-model.ts) when no model is configured.
  console.log('A running Parley with no model configured switches to it within seconds; `npm start` picks it up too.');
  console.log(`To choose it explicitly: LLM_MODEL_PATH=${path.relative(process.cwd(), result.path)} npm start`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`\nThe model could not be downloaded: ${error instanceof Error ? error.message : String(error)}`);
    if (!(error instanceof DownloadError)) console.error('This needs internet access; or download a GGUF file yourself and set LLM_MODEL_PATH to it.');
    process.exit(1);
  });
}
