// Server-Sent Events over a POST (EventSource can only GET): reads `event:`/`data:` blocks from a
// streamed fetch body and hands each event to the caller as it arrives.
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

export interface EventStreamRequest {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  onEvent(event: StreamEvent): void;
  fetch?: typeof fetch;
}

/** Resolves when the stream ends; rejects on transport failure or a non-200 answer. */
export async function postEventStream({ url, body, headers, signal, onEvent, fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: EventStreamRequest): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  if (response.status !== 200 || !response.body) throw new Error('system error');
  // A handled refusal (validation, limits) comes back as one JSON envelope, not a stream.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    onEvent({ event: 'envelope', data: await response.text() });
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const { events, rest } = parseEventBlocks(buffer);
    buffer = rest;
    events.forEach(onEvent);
  }
  const { events } = parseEventBlocks(`${buffer}\n\n`);
  events.forEach(onEvent);
}
