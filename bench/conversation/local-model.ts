/**
 * Benchmark of the local-model provider: which CPU thread count is fastest on this machine, on a
 * model of real size. No weights can be downloaded here, so the suite's GGUF writer makes a model
 * with the exact shape of Qwen2.5-1.5B-Instruct (28 layers, 1536 wide, 151 936 tokens, Q4_0) and
 * random weights: llama.cpp does the same arithmetic per token as with the trained model, so the
 * speed is representative even though the words are not.
 *   npx tsx bench/conversation/local-model.ts
 * Writes bench/conversation/LOCAL-MODEL.md: load time, time to the first token of a real chat
 * prompt (system prompt + 6 turns, about 300 tokens) and generation speed, per thread count,
 * median of 3 runs each; the runs alternate between thread counts so machine noise hits both.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, platform, release, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getLlama } from 'node-llama-cpp';
import { createLocalModelEngine, toChatHistory } from '../../apps/server/src/ai/conversation/local-model';
import { buildChatMessages } from '../../apps/server/src/ai/conversation/prompt';
import type { ReplyContext } from '../../apps/server/src/ai/conversation/types';
import { QWEN_1_5B_SHAPE, writeRandomGguf } from '../../apps/server/test/support/random-gguf';

const here = dirname(fileURLToPath(import.meta.url));
const THREADS = [1, 2];
const RUNS = 3;
const GENERATED_TOKENS = 32;

const context = (): ReplyContext => ({
  role: { id: 1, role: 'Teacher', username: 'Ms Rivera', intro: 'A patient teacher.', styles: [] },
  roleKind: 'teacher',
  style: { key: 'patient', name: 'Patient', description: 'Slow, kind and encouraging.' },
  level: 'A2',
  nativeLanguage: 'es',
  topicTag: 'travel',
  history: [
    { from: 'ai', text: 'Hello! Where did you go on your last holiday?' },
    { from: 'learner', text: 'I go to Lisbon with my sister last summer.' },
    { from: 'ai', text: 'Lovely. You went to Lisbon last summer. What did you do there?' },
    { from: 'learner', text: 'We eat many fish and we walk in the old town.' },
    { from: 'ai', text: 'That sounds great. You ate a lot of fish. What was your favourite place?' },
  ],
  learnerText: 'My favourite place was the castle, because the view is very beautiful.',
  signal: new AbortController().signal,
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(modelPath: string, threads: number) {
  const engine = createLocalModelEngine({ modelPath, threads, timeoutMs: 600_000, maxTokens: GENERATED_TOKENS });
  const loadStart = performance.now();
  await engine.warmUp();
  const loadMs = performance.now() - loadStart;
  const start = performance.now();
  let firstTokenMs = 0;
  let pieces = 0;
  for await (const _piece of engine.reply(context())) {
    if (pieces === 0) firstTokenMs = performance.now() - start;
    pieces += 1;
  }
  const totalMs = performance.now() - start;
  await engine.close();
  // Pieces are tokens here (one onTextChunk per token); the first one includes the prompt.
  const tokensPerSecond = pieces > 1 ? ((pieces - 1) * 1000) / (totalMs - firstTokenMs) : 0;
  return { loadMs, firstTokenMs, tokensPerSecond, pieces };
}

const dir = mkdtempSync(join(tmpdir(), 'parley-bench-gguf-'));
try {
  const modelPath = join(dir, 'qwen2.5-1.5b-shape-random-q4_0.gguf');
  const writeStart = performance.now();
  await writeRandomGguf(modelPath, QWEN_1_5B_SHAPE);
  const sizeMb = statSync(modelPath).size / 1e6;
  console.log(`model written: ${sizeMb.toFixed(0)} MB in ${((performance.now() - writeStart) / 1000).toFixed(1)} s`);

  // How many tokens the prompt is for this model's tokenizer (the random model's small vocabulary
  // splits words into more pieces than Qwen's real one, so the prompt is longer than it would be).
  const llama = await getLlama({ gpu: false, build: 'never', progressLogs: false });
  const tokenizerModel = await llama.loadModel({ modelPath, useMmap: true });
  const { history, prompt } = toChatHistory(buildChatMessages(context()));
  const promptText = [...history.map((h) => (h.type === 'model' ? h.response.join('') : h.text)), prompt].join('\n');
  const promptTokens = tokenizerModel.tokenize(promptText).length;
  await tokenizerModel.dispose();
  await llama.dispose();
  console.log(`prompt: ${promptTokens} tokens`);

  const results = new Map<number, Array<Awaited<ReturnType<typeof measure>>>>(THREADS.map((t) => [t, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const threads of THREADS) {
      const r = await measure(modelPath, threads);
      console.log(`threads ${threads} run ${run + 1}: load ${r.loadMs.toFixed(0)} ms, first token ${r.firstTokenMs.toFixed(0)} ms, ${r.tokensPerSecond.toFixed(1)} tokens/s (${r.pieces} pieces)`);
      results.get(threads)!.push(r);
    }
  }

  const rows = THREADS.map((threads) => {
    const runs = results.get(threads)!;
    const firstToken = median(runs.map((r) => r.firstTokenMs));
    return `| ${threads} | ${median(runs.map((r) => r.loadMs)).toFixed(0)} ms | ${firstToken.toFixed(0)} ms | ${((promptTokens * 1000) / firstToken).toFixed(0)} | ${median(runs.map((r) => r.tokensPerSecond)).toFixed(1)} |`;
  });
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const report = [
    '# Local model (node-llama-cpp, CPU)',
    '',
    `Run: \`npx tsx bench/conversation/local-model.ts\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${platform()} ${release()}, ${cpus().length} × ${cpu}.`,
    `Model: random weights in the shape of Qwen2.5-1.5B-Instruct (Q4_0, ${sizeMb.toFixed(0)} MB), written by the suite's GGUF writer.`,
    `Prompt: the real system prompt of a teacher at A2 plus 5 turns and the learner's line, ${promptTokens} tokens for this model's small test vocabulary (Qwen's own tokenizer makes about a third of that); ${GENERATED_TOKENS} tokens generated. Median of ${RUNS} runs, thread counts alternated.`,
    '',
    '| threads | load | first token (whole prompt read) | prompt read, tokens/s | generation, tokens/s |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  writeFileSync(join(here, 'LOCAL-MODEL.md'), report);
  console.log(`\n${report}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
