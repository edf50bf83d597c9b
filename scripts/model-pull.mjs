// `npm run model:pull`: downloads the recommended small instruct model for the local-model
// provider (LLM_MODEL_PATH) on a machine with internet access, resuming a broken download.
//   npm run model:pull                    Qwen2.5-1.5B-Instruct, Q4_K_M (about 1.1 GB)
//   npm run model:pull -- hf:user/model:quant   any other GGUF (Hugging Face URI or https URL)
// Why this model: the smallest instruct model we know that keeps a coherent, level-appropriate
// English conversation and follows the system prompt; Apache-2.0; on 2 CPU cores it writes a short
// reply in a few seconds (docs/benchmarks.md, "Local model"). Q4_K_M keeps quality close to 8-bit
// at half the memory (about 1.5 GB resident with a 4096-token context).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModelDownloader } from 'node-llama-cpp';

const RECOMMENDED = 'hf:Qwen/Qwen2.5-1.5B-Instruct-GGUF:Q4_K_M';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirPath = path.join(process.env.DATA_DIR ?? path.join(root, 'data'), 'models');
const modelUri = process.argv[2] ?? RECOMMENDED;

console.log(`Downloading ${modelUri} into ${dirPath} …`);
try {
  const downloader = await createModelDownloader({ modelUri, dirPath, showCliProgress: true });
  const modelPath = await downloader.download();
  console.log(`\nDone. Start Parley on it with:\n  LLM_MODEL_PATH=${path.relative(root, modelPath)} npm start`);
} catch (error) {
  console.error(`\nThe model could not be downloaded: ${error instanceof Error ? error.message : String(error)}`);
  console.error('This needs internet access to the model hub; or download a GGUF file yourself and set LLM_MODEL_PATH to it.');
  process.exit(1);
}
