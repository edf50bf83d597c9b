// Screen tests: the real router, navigator and request client, with a stand-in for the browser's
// fetch that answers envelopes `{ errCode, data, message }` from handlers keyed by API path.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createTestRouter } from '../app/router';
import { ROUTE_PATHS, TAB_PATHS } from '../app/routes';
import { setApiCaller } from '../lib/api';
import { NavigatorProvider } from '../lib/navigator-context';
import { createNavigator } from '../lib/navigation/navigator';
import { createApiCaller } from '../lib/request/api-caller';
import { createRequestClient } from '../lib/request/request-client';
import { useRoleSetupStore, type InitSetting, type RoleInfo } from '../stores/role-setup-store';

export interface ServerCall {
  path: string;
  method: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

/** What a handler throws to answer with a non-zero errCode. */
export class ServerFailure extends Error {
  constructor(
    message: string,
    readonly errCode = 1000,
  ) {
    super(message);
  }
}

type Handler = (call: ServerCall) => unknown;

const envelope = (errCode: number, data: unknown, message: string) =>
  new Response(JSON.stringify({ errCode, data, message }), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fake server: each path answers from its handler; a path without one answers errCode 404. */
export function fakeServer(handlers: Record<string, Handler>) {
  const calls: ServerCall[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' && init.body ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    const call: ServerCall = { path: url.pathname, method: init.method ?? 'GET', query: url.searchParams, body };
    calls.push(call);
    const handler = handlers[url.pathname];
    if (!handler) return envelope(404, null, `no handler for ${url.pathname}`);
    try {
      return envelope(0, await handler(call), 'ok');
    } catch (error) {
      if (error instanceof ServerFailure) return envelope(error.errCode, null, error.message);
      throw error;
    }
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls,
    /** The calls made to one path. */
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

/** A promise that never settles: the screen stays in its loading state. */
export const never = () => new Promise<never>(() => undefined);

interface RenderOptions {
  level?: string;
  topics?: string[];
  roleId?: number;
}

/** Renders the app at a path as a learner who has finished the setup, so the start-up guard lets them through. */
export function renderScreen(path: string, server: FakeServer, options: RenderOptions = {}) {
  const client = createRequestClient({
    fetch: server.fetch,
    getToken: () => 'tok',
    getDeviceId: () => 'test-device',
    onSessionExpired: () => undefined,
    loading: { show: () => undefined, hide: () => undefined },
  });
  setApiCaller(createApiCaller(client), client);
  const roleInfo: RoleInfo = { id: options.roleId ?? 1, styleList: [{ key: 'patient', selected: true }] };
  const initSetting: InitSetting = { nativeLanguage: 'es', experience: { type: options.level ?? 'A2' } };
  useRoleSetupStore.setState({ hasInitSet: true, roleInfo, initSetting, topics: options.topics ?? [] });

  const router = createTestRouter(path);
  const navigator = createNavigator({
    pages: [...ROUTE_PATHS, '/'],
    tabPages: TAB_PATHS,
    navigate: (to, { replace }) => void router.navigate(to, { replace }),
    go: (delta) => void router.navigate(delta),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NavigatorProvider navigator={navigator}>
        <RouterProvider router={router} />
      </NavigatorProvider>
    </QueryClientProvider>,
  );
  /** Where the learner is now: path and query. */
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, user, location, view };
}

/** Lazy pages load on first render: give the first look at a screen more time. */
export const FIRST_LOAD = { timeout: 5000 };

export function sceneSummary(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug: `scene-${id}`,
    topicTypeId: 1,
    level: 'A2',
    title: `Scene ${id}`,
    goal: `Goal of scene ${id}`,
    coverUrl: `/content/covers/scene-${id}.svg`,
    aiCharacter: 'barista',
    learnerCharacter: 'customer',
    tags: ['food'],
    turnCount: 6,
    ...overrides,
  };
}

export function collectionItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    kind: 'word',
    content: `word ${id}`,
    ipa: null,
    meaning: null,
    note: '',
    sceneId: null,
    messageId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** jsdom cannot play audio: record what would have played. */
export function stubAudio() {
  const played: string[] = [];
  const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.src);
    return Promise.resolve();
  });
  const pause = vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  return { played, play, pause };
}
