// Server-Sent Events over a POST (EventSource can only GET): reads `event:`/`data:` blocks from a
// streamed fetch body and hands each event to the caller as it arrives. The request itself (headers,
// time limit, session expiry) is the request client's `stream`.
export interface StreamEvent {
  event: string;
  data: string;
}

export function parseEventBlocks(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || event !== 'message') events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Hands each event of a `text/event-stream` body to `onEvent` as it arrives; resolves when the
 * body ends. An abort of `signal` ends the read at once (a body built by hand, as in tests, does
 * not end by itself when its request is aborted) and rejects with an AbortError.
 */
export async function readEventStream(body: NonNullable<Response['body']>, onEvent: (event: StreamEvent) => void, signal?: AbortSignal): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const onAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', onAbort);
  try {
    let buffer = '';
    for (;;) {
      if (signal?.aborted) break;
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const { events, rest } = parseEventBlocks(buffer);
      buffer = rest;
      events.forEach(onEvent);
    }
    if (signal?.aborted) throw new DOMException('The stream was aborted', 'AbortError');
    parseEventBlocks(`${buffer}\n\n`).events.forEach(onEvent);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
