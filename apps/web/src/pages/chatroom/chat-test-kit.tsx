// What the chat room's screen tests share: a stand-in server that answers envelopes and streams
// replies as Server-Sent Events, stored messages, and a layout for jsdom (which has none) so the
// virtualised message list has a window to fill.
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { renderScreen, type ServerCall } from '../../test/render-screen';
import { useUserSettingsStore } from '../../stores/user-settings-store';

export const ENGINE = { engine: 'practice-partner', model: null } as const;

let clock = 0;
/** A stored message as the server returns it; createdAt defaults to now. */
export function message(id: number, from: 'ai' | 'learner', content: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    conversationId: 7,
    roleId: 1,
    sceneId: null,
    from,
    content,
    clientMessageId: null,
    replyToId: null,
    engine: from === 'ai' ? 'practice-partner' : null,
    check: null,
    createdAt: new Date(Date.now() + clock++).toISOString(),
    ...overrides,
  };
}

export const ok = (data: unknown) => new Response(JSON.stringify({ errCode: 0, data, message: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } });

export function sse(events: Array<[string, string]>): Response {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${data}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** A reply streamed in pieces, then stored: the `done` event carries both stored messages. */
export function streamedReply(body: { content: string; clientMessageId: string }, pieces: string[], extra: Record<string, unknown> = {}): Response {
  const done = {
    conversationId: 7,
    learnerMessage: message(1000 + clock, 'learner', body.content, { clientMessageId: body.clientMessageId }),
    reply: message(2000 + clock, 'ai', pieces.join('')),
    engine: ENGINE,
    sceneProgress: null,
    sceneSummary: null,
    replayed: false,
    ...extra,
  };
  return sse([...pieces.map((p): [string, string] => ['token', p]), ['done', JSON.stringify(done)]]);
}

type Handler = (call: ServerCall) => unknown;

export const ROLES = {
  list: [
    { id: 1, role: 'Teacher', roleType: 0, username: 'Ms. Rivera', headUrl: '/t.svg', intro: '', styles: [{ key: 'patient', name: 'Patient', description: '' }] },
    { id: 2, role: 'Friend', roleType: 1, username: 'Sam', headUrl: '/f.svg', intro: '', styles: [{ key: 'casual', name: 'Casual', description: '' }] },
  ],
  total: 2,
};

/**
 * The server of the chat room. History is empty and the opening line is "Hello! How was your
 * day?" unless a handler says otherwise; a handler may answer a Response (a stream) instead of data.
 */
export function chatServer(handlers: Record<string, Handler> = {}) {
  const calls: ServerCall[] = [];
  const defaults: Record<string, Handler> = {
    '/api/transform/v1/getChatHistory': () => ({ list: [], total: 0, conversationId: null, updateNum: 0, sceneProgress: null }),
    '/api/common/v1/startChat': () => ({ conversationId: 7, message: message(1, 'ai', 'Hello! How was your day?'), isNew: true, engine: ENGINE, sceneProgress: null }),
    '/api/transform/v1/getRoles': () => ROLES,
    '/api/user/v1/getUserInfo': () => ({ userInfo: { id: 1, email: 'a@b.co', type: 'email' }, settings: { voiceRoleId: null, voiceStyle: null } }),
    '/api/transform/v1/chatByContext': (call) => streamedReply(call.body as { content: string; clientMessageId: string }, ['Nice', ' to hear!']),
  };
  const all = { ...defaults, ...handlers };
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call: ServerCall = { path: url.pathname, method: init.method ?? 'GET', query: url.searchParams, body };
    calls.push(call);
    const handler = all[url.pathname];
    if (!handler) return new Response(JSON.stringify({ errCode: 404, data: null, message: `no handler for ${url.pathname}` }), { status: 200 });
    try {
      const answer = await handler(call);
      return answer instanceof Response ? answer : ok(answer);
    } catch (error) {
      return new Response(JSON.stringify({ errCode: 1000, data: null, message: (error as Error).message }), { status: 200 });
    }
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}

export type ChatServer = ReturnType<typeof chatServer>;

export function renderChat(server: ChatServer, path = '/chat/chatroom?roleId=1') {
  vi.stubGlobal('fetch', server.fetch);
  return renderScreen(path, server);
}

export const VIEWPORT_PX = 600;
export const ROW_PX = 80;

/**
 * jsdom lays nothing out: give the message list a 600 px window and every row 80 px (a separator
 * 40 px), and make scrolling move it, so the virtualiser renders what a phone would show.
 */
export function stubLayout() {
  const isList = (el: Element) => el.classList.contains('message-list');
  const restore: Array<() => void> = [];
  const define = (proto: object, name: string, get: (this: HTMLElement) => number) => {
    const original = Object.getOwnPropertyDescriptor(proto, name);
    Object.defineProperty(proto, name, { configurable: true, get });
    restore.push(() => (original ? Object.defineProperty(proto, name, original) : delete (proto as Record<string, unknown>)[name]));
  };
  const contentHeight = (el: HTMLElement) => parseFloat((el.firstElementChild as HTMLElement | null)?.style.height ?? '0') || 0;
  define(Element.prototype, 'clientHeight', function () {
    return isList(this) ? VIEWPORT_PX : 0;
  });
  define(Element.prototype, 'clientWidth', function () {
    return isList(this) ? 390 : 0;
  });
  define(Element.prototype, 'scrollHeight', function () {
    return isList(this) ? Math.max(VIEWPORT_PX, contentHeight(this)) : 0;
  });
  define(HTMLElement.prototype, 'offsetHeight', function () {
    if (!this.classList.contains('message-list__row')) return 0;
    return this.querySelector('.date-separator') ? 40 : ROW_PX;
  });
  const originalScrollTo = Element.prototype.scrollTo;
  Element.prototype.scrollTo = function scrollTo(this: Element, ...args: unknown[]) {
    const options = typeof args[0] === 'object' && args[0] !== null ? (args[0] as ScrollToOptions) : { top: args[1] as number };
    const max = this.scrollHeight - this.clientHeight;
    this.scrollTop = Math.max(0, Math.min(max, options.top ?? this.scrollTop));
    // Browsers tell about a scroll afterwards, never in the middle of the code that scrolled.
    queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
  };
  restore.push(() => {
    Element.prototype.scrollTo = originalScrollTo;
  });
  // Sheets can be dragged: the gesture library captures the pointer, which jsdom cannot.
  const pointerCapture = { setPointerCapture: Element.prototype.setPointerCapture, releasePointerCapture: Element.prototype.releasePointerCapture };
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  restore.push(() => Object.assign(Element.prototype, pointerCapture));
  // Browsers report an element's size as soon as it is observed, and again when it changes.
  class LayoutResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() => {
        if (!target.isConnected) return;
        const blockSize = target.classList.contains('message-list') ? target.clientHeight : (target as HTMLElement).offsetHeight;
        const size = [{ blockSize, inlineSize: 390 }];
        const entry = { target, borderBoxSize: size, contentBoxSize: size, devicePixelContentBoxSize: size, contentRect: { height: blockSize, width: 390 } };
        this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      });
    }
    unobserve() {}
    disconnect() {}
  }
  const view = document.defaultView as unknown as Record<string, unknown>;
  const originalObserver = view.ResizeObserver;
  view.ResizeObserver = LayoutResizeObserver;
  restore.push(() => {
    view.ResizeObserver = originalObserver;
  });
  return () => restore.reverse().forEach((undo) => undo());
}

/** Scrolls the list as a learner's finger would. */
export function scrollListTo(list: HTMLElement, top: number) {
  list.scrollTo({ top });
}

/** A reply stream the test feeds piece by piece, to look at the room between pieces. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  const send = (event: string, data: string) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${data}\n\n`));
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    token: (text: string) => send('token', text),
    /** Ends the stream with the stored messages, as the server does. */
    done: (learner: { content: string; clientMessageId: string }, replyText: string, extra: Record<string, unknown> = {}) => {
      send(
        'done',
        JSON.stringify({
          conversationId: 7,
          learnerMessage: message(1000 + clock, 'learner', learner.content, { clientMessageId: learner.clientMessageId }),
          reply: message(2000 + clock, 'ai', replyText),
          engine: ENGINE,
          sceneProgress: null,
          sceneSummary: null,
          replayed: false,
          ...extra,
        }),
      );
      controller.close();
    },
  };
}

/** `count` stored messages, alternating partner and learner, numbered from `firstId`. */
export function storedMessages(firstId: number, count: number, createdAt?: (id: number) => string) {
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    return message(id, id % 2 === 1 ? 'ai' : 'learner', `Message ${id}`, createdAt ? { createdAt: createdAt(id) } : {});
  });
}

/** Finds a message by its whole text (its words are separate buttons, so plain text queries miss it). */
export const messageText = (text: string) => (_: string, element: Element | null) => element?.classList.contains('bubble__text') === true && element.textContent === text;

/** Sheet animations run on animation frames, which come late when every test file runs at once. */
const SLIDE = { timeout: 5000 };

/**
 * A microphone for jsdom (which has none): getUserMedia answers a stream, or fails with `error`;
 * `speak(seconds)` feeds that much sound to the recorder.
 */
export function fakeMicrophone(error?: DOMException) {
  const processors: Array<{ onaudioprocess: ((event: unknown) => void) | null }> = [];
  class FakeAudioContext {
    sampleRate = 16_000;
    destination = {};
    createMediaStreamSource() {
      return { connect: () => undefined };
    }
    createScriptProcessor() {
      const node = { onaudioprocess: null, connect: () => undefined, disconnect: () => undefined };
      processors.push(node);
      return node;
    }
    close() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  const stop = vi.fn();
  const getUserMedia = vi.fn(async () => {
    if (error) throw error;
    return { getTracks: () => [{ stop }] };
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return {
    getUserMedia,
    /** Tracks stopped: the browser's recording indicator goes off. */
    stop,
    speak(seconds: number) {
      const samples = new Float32Array(16_000 * seconds).fill(0.1);
      processors.at(-1)?.onaudioprocess?.({ inputBuffer: { getChannelData: () => samples } });
    },
    remove() {
      delete (navigator as unknown as Record<string, unknown>).mediaDevices;
    },
  };
}

/** Multipart uploads (the recognition of a recording) go through XMLHttpRequest: answer them here. */
export function fakeUploads(answer: (form: FormData, url: string) => unknown) {
  const uploads: Array<{ url: string; form: FormData }> = [];
  class FakeXhr {
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    timeout = 0;
    responseType = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      uploads.push({ url: this.url, form });
      queueMicrotask(() => {
        this.status = 200;
        this.responseText = JSON.stringify({ errCode: 0, data: answer(form, this.url), message: 'ok' });
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

/** Waits until the sheet holding `inside` has slid in: until then it ignores taps, as on a phone. */
export async function sheetReady<T extends HTMLElement>(inside: T): Promise<T> {
  await waitFor(() => expect(inside.closest('.adm-popup-body')).not.toHaveStyle({ pointerEvents: 'none' }), SLIDE);
  return inside;
}

/**
 * The hooks every chat-room test file shares: quiet settings (no auto-play, blur or assessment) and
 * a jsdom layout before each test; real timers, the layout and unstubbed globals after it.
 */
export function setUpChatRoomTests() {
  let restoreLayout = () => {};
  beforeEach(() => {
    useUserSettingsStore.setState({ autoPlayVoice: false, autoBlurText: false, autoSpeechAssessment: false, playbackRate: 1 });
    restoreLayout = stubLayout();
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreLayout();
    vi.unstubAllGlobals();
  });
}
