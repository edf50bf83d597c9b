// Area "latency": streamed chat replies over real HTTP on loopback, as the web app asks for them
// (POST chatByContext with Accept: text/event-stream): time to the first `token` event, to the
// `done` event, and token events per second after the first (a model server streams about one
// token per event; the built-in partner streams words). Medians over a few replies.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newLearner, openChat } from '../learner';
import { median, type AreaResult, type EvalContext } from '../types';

const MIN_STREAM_MS = 5;
const LINES = ['I like tea in the morning.', 'What do you do at the weekend?', 'Yesterday I cooked pasta for my friends.', 'Do you like music?', 'I want to travel to Japan next year.'];

function streamed(port: number, token: string, content: string): Promise<{ first: number; total: number; tokens: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = -1;
    let buffer = '';
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/transform/v1/chatByContext', headers: { token, accept: 'text/event-stream', 'content-type': 'application/json' } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (d: string) => {
          buffer += d;
          if (first < 0 && buffer.includes('event: token')) first = performance.now() - t0;
        });
        res.on('end', () => {
          if (!buffer.includes('event: done')) reject(new Error(`no done event: ${buffer.slice(0, 200)}`));
          else resolve({ first, total: performance.now() - t0, tokens: buffer.split('event: token').length - 1 });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ roleId: 2, content }));
  });
}

export async function latencyArea(ctx: EvalContext): Promise<AreaResult> {
  const started = performance.now();
  const replies = ctx.quick ? 3 : 10;
  const headers = await newLearner(ctx.app, ctx.nextLearner());
  await openChat(ctx.app, headers, 2);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const firsts: number[] = [];
  const totals: number[] = [];
  const speeds: number[] = [];
  let failed = 0;
  for (let i = 0; i < replies; i += 1) {
    try {
      const r = await streamed(port, headers.token!, LINES[i % LINES.length]!);
      firsts.push(r.first);
      totals.push(r.total);
      // A reply whose pieces all arrive at once (the built-in partner) has no generation speed to speak of.
      if (r.tokens > 1 && r.total - r.first >= MIN_STREAM_MS) speeds.push(((r.tokens - 1) * 1000) / (r.total - r.first));
    } catch {
      failed += 1;
    }
  }
  const t = ctx.thresholds.latency;
  const first = median(firsts);
  const total = median(totals);
  const speed = median(speeds);
  const failing = [
    failed > 0 ? `${failed}/${replies} replies failed` : null,
    first === null || first > t.maxFirstTokenMs ? `first token ${first?.toFixed(0) ?? '–'} ms (max ${t.maxFirstTokenMs})` : null,
    total === null || total > t.maxReplyMs ? `whole reply ${total?.toFixed(0) ?? '–'} ms (max ${t.maxReplyMs})` : null,
    speed !== null && speed < t.minTokensPerSecond ? `${speed.toFixed(1)} tokens/s (min ${t.minTokensPerSecond})` : null,
  ].filter((x): x is string => x !== null);
  ctx.log(`latency: ${replies} replies`);
  return {
    area: 'latency',
    title: 'Latency (streamed replies)',
    passed: failing.length === 0,
    summary: `${failing.length ? `${failing.join('; ')}. ` : ''}median first token ${first?.toFixed(0) ?? '–'} ms, whole reply ${total?.toFixed(0) ?? '–'} ms, ${speed === null ? 'no measurable stream (each reply arrives at once)' : `${speed.toFixed(1)} tokens/s`} over ${replies} replies`,
    figures: { firstTokenMs: first, replyMs: total, tokensPerSecond: speed, replies, failed },
    bars: [
      { label: 'first token', value: first, threshold: t.maxFirstTokenMs, kind: 'max', unit: 'ms' },
      { label: 'whole reply', value: total, threshold: t.maxReplyMs, kind: 'max', unit: 'ms' },
      { label: 'tokens per second', value: speed, threshold: t.minTokensPerSecond, kind: 'min', unit: '/s' },
    ],
    items: [],
    blind: [],
    seconds: (performance.now() - started) / 1000,
  };
}
