/** Test and bench helper: a loopback HTTP server that speaks OpenAI chat completions. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }>; max_tokens?: number };
  /** Resolves when the client closes the connection before the answer finished. */
  closedEarly: Promise<void>;
}

export function chunk(content: string, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;
}

/** Streams the pieces as chat-completion chunks, then [DONE]. */
export function streamPieces(res: ServerResponse, pieces: string[]): void {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const p of pieces) res.write(chunk(p));
  res.write(chunk('', 'stop'));
  res.end('data: [DONE]\n\n');
}

export async function startFakeChatServer(
  handler: (req: ChatRequest, res: ServerResponse) => void | Promise<void>,
): Promise<{ baseUrl: string; requests: ChatRequest[]; close(): Promise<void> }> {
  const requests: ChatRequest[] = [];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      let body: ChatRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequest['body'];
      } catch {
        body = {};
      }
      const closedEarly = new Promise<void>((resolve) => res.on('close', () => (res.writableFinished ? undefined : resolve())));
      const rec: ChatRequest = { url: req.url ?? '', headers: req.headers, body, closedEarly };
      requests.push(rec);
      Promise.resolve(handler(rec, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
