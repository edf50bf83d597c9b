import { afterEach, describe, expect, it } from 'vitest';
import { findCorrection } from './correction-note';
import { createOpenAiCompatibleEngine } from './openai-compatible';
import { chunk, startFakeChatServer, streamPieces } from './fake-chat-server';
import { EngineError, type ReplyContext } from './types';

const role = { id: 2, role: 'Friend', username: 'Sam', intro: 'A friend.', styles: [{ key: 'casual', name: 'Casual', description: 'Relaxed.' }] };

function context(signal = new AbortController().signal): ReplyContext {
  return {
    role,
    roleKind: 'friend',
    style: role.styles[0]!,
    level: 'A2',
    nativeLanguage: 'es',
    history: [{ from: 'ai', text: 'Hi! How was your day?' }],
    learnerText: 'It was good.',
    signal,
  };
}

async function collect(pieces: AsyncIterable<string>): Promise<{ text: string; pieces: string[]; error: unknown }> {
  const got: string[] = [];
  try {
    for await (const p of pieces) got.push(p);
    return { text: got.join(''), pieces: got, error: null };
  } catch (error) {
    return { text: got.join(''), pieces: got, error };
  }
}

let servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function serve(handler: Parameters<typeof startFakeChatServer>[0]) {
  const server = await startFakeChatServer(handler);
  servers.push(server);
  return server;
}

const engineFor = (baseUrl: string, timeoutMs = 5000) => createOpenAiCompatibleEngine({ baseUrl, apiKey: 'sk-test', model: 'tiny-llama', timeoutMs });

describe('the OpenAI-compatible engine', () => {
  it('streams the reply piece by piece and sends the model, the key and the messages', async () => {
    const server = await serve((_req, res) => streamPieces(res, ['Great', ' to', ' hear', '! 🎉 What did you **do**?']));
    const result = await collect(engineFor(server.baseUrl).reply(context()));
    expect(result.error).toBeNull();
    expect(result.pieces.length).toBe(4);
    expect(result.text).toBe('Great to hear!  What did you do?');
    const [req] = server.requests;
    expect(req!.url).toBe('/v1/chat/completions');
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(req!.body).toMatchObject({ model: 'tiny-llama', stream: true });
    expect(req!.body.messages!.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(req!.body.messages![0]!.content).toContain('CEFR A2');
  });

  it('carries the learner\'s facts, the correction level and the correction format in the prompt (fake OpenAI-compatible server)', async () => {
    const server = await serve((_req, res) => streamPieces(res, ['Hi Ana! Quick fix: "goed" → "went" (past of go). How is Rex?']));
    const ctx = { ...context(), facts: [{ key: 'name', value: 'Ana' }, { key: 'pet:dog', value: 'Rex' }], correctionLevel: 'everything' as const };
    const result = await collect(engineFor(server.baseUrl).reply(ctx));
    expect(result.text).toContain('Quick fix: "goed" → "went" (past of go).');
    // The note is found in the model's reply the same way as in the built-in partner's: fragment and reason only.
    expect(findCorrection(result.text)).toBe('"goed" → "went" (past of go).');
    const system = server.requests[0]!.body.messages![0]!.content;
    expect(system).toContain('name: Ana; pet dog: Rex');
    expect(system).toContain('never ask again what you already know');
    expect(system).toContain('Quick fix: "I go" → "I went"');
    expect(system).not.toContain('only correct errors that change the meaning');

    await collect(engineFor(server.baseUrl).reply({ ...ctx, correctionLevel: 'off' }));
    expect(server.requests[1]!.body.messages![0]!.content).toContain('Do not correct');
    expect(server.requests[1]!.body.messages![0]!.content).not.toContain('Quick fix:');
  });

  it('accepts a server that ignores stream and answers one completion', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Nice. Why?' }, finish_reason: 'stop' }] }));
    });
    expect((await collect(engineFor(server.baseUrl).reply(context()))).text).toBe('Nice. Why?');
  });

  it('times out when the server does not answer', async () => {
    const server = await serve(() => undefined);
    const result = await collect(engineFor(server.baseUrl, 300).reply(context()));
    expect(result.error).toBeInstanceOf(EngineError);
    expect((result.error as EngineError).kind).toBe('timeout');
  });

  it('times out when the stream stalls half-way', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Hello'));
    });
    const result = await collect(engineFor(server.baseUrl, 300).reply(context()));
    expect(result.pieces).toEqual(['Hello']);
    expect((result.error as EngineError).kind).toBe('timeout');
  });

  it.each([
    ['an event that is not JSON', 'text/event-stream', 'data: {oops\n\n'],
    ['lines that are not events', 'text/event-stream', '<html>Bad gateway</html>\n'],
    ['an HTML page', 'text/html', '<html>hello</html>'],
    ['JSON without choices', 'application/json', '{"hello":"world"}'],
    ['invalid JSON', 'application/json', '{"choices": ['],
  ])('refuses garbage: %s', async (_name, type, body) => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': type });
      res.end(body);
    });
    const result = await collect(engineFor(server.baseUrl).reply(context()));
    expect(result.error).toBeInstanceOf(EngineError);
    expect((result.error as EngineError).kind).toBe('bad-response');
  });

  it('reports a dropped connection after the first pieces', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Hello'));
      setTimeout(() => res.destroy(), 20);
    });
    const result = await collect(engineFor(server.baseUrl).reply(context()));
    expect(result.pieces).toEqual(['Hello']);
    expect((result.error as EngineError).kind).toBe('unavailable');
  });

  it('reports a stream that ends without [DONE] or a finish reason as dropped', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(chunk('Hello'));
    });
    expect(((await collect(engineFor(server.baseUrl).reply(context()))).error as EngineError).kind).toBe('unavailable');
  });

  it('reports HTTP errors and unreachable servers as unavailable', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"model not loaded"}}');
    });
    const failed = await collect(engineFor(server.baseUrl).reply(context()));
    expect((failed.error as EngineError).kind).toBe('unavailable');
    expect((failed.error as EngineError).message).toContain('model not loaded');

    const closed = await serve(() => undefined);
    const url = closed.baseUrl;
    await closed.close();
    servers = servers.filter((s) => s !== closed);
    expect(((await collect(engineFor(url).reply(context()))).error as EngineError).kind).toBe('unavailable');
  });

  it('reports an error event inside the stream as unavailable', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {"error":{"message":"out of memory"}}\n\n');
    });
    const result = await collect(engineFor(server.baseUrl).reply(context()));
    expect((result.error as EngineError).message).toContain('out of memory');
  });

  it('stops the model call when the learner goes away', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Once'));
    });
    const controller = new AbortController();
    const pieces = engineFor(server.baseUrl).reply(context(controller.signal));
    const result = collect(
      (async function* () {
        for await (const p of pieces) {
          yield p;
          controller.abort();
        }
      })(),
    );
    const { error } = await result;
    expect((error as EngineError).kind).toBe('aborted');
    await server.requests[0]!.closedEarly;
  });

  it('classifies unsafe text and suggests replies with plain calls', async () => {
    const server = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const isClassifier = req.body.messages?.[0]?.content.includes('content-safety');
      const content = isClassifier ? (req.body.messages?.[1]?.content.includes('hurt') ? 'UNSAFE' : 'SAFE') : '1. Yes, I do.\n2. "Not really."\n- What about you?';
      res.end(JSON.stringify({ choices: [{ message: { content }, finish_reason: 'stop' }] }));
    });
    const engine = engineFor(server.baseUrl);
    expect(await engine.isUnsafe!('how do I hurt someone', new AbortController().signal)).toBe(true);
    expect(await engine.isUnsafe!('I like tea', new AbortController().signal)).toBe(false);
    const { learnerText: _ignored, ...ctx } = context();
    expect(await engine.hints!(ctx)).toEqual(['Yes, I do.', 'Not really.', 'What about you?']);
    expect(server.requests.every((r) => r.body.stream === false)).toBe(true);
  });

  it('describes itself with its model', () => {
    expect(engineFor('http://127.0.0.1:1/v1').describe()).toEqual({ engine: 'openai-compatible', model: 'tiny-llama' });
  });
});
