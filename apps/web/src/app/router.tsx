// The router in history mode with base '/'. '/' is an alias of /chat/intro for a visitor and of home
// for a signed-in learner (the intro stays the page sign-out leads to); unknown paths go to
// /chat/404, and the three tab pages share the tab layout.
import { Navigate, createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { FALLBACK_PATH, INTRO_PATH, NOT_FOUND_PATH } from '../constants';
import { useSessionStore } from '../stores/session-store';
import { PAGES } from './page-registry';
import { RootLayout } from './root-layout';
import { ROUTES, type RouteEntry } from './routes';
import { TabLayout } from './tab-layout';

/** Where '/' leads: a learner who is signed in goes on practising instead of seeing the intro again. */
function StartRedirect() {
  const isSignedIn = useSessionStore((s) => Boolean(s.token));
  return <Navigate to={isSignedIn ? FALLBACK_PATH : INTRO_PATH} replace />;
}

function routeObject(entry: RouteEntry): RouteObject {
  const Page = PAGES[entry.path as keyof typeof PAGES];
  return { path: entry.path, element: <Page /> };
}

export function buildRouteObjects(): RouteObject[] {
  const entries = ROUTES as readonly RouteEntry[];
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <StartRedirect /> },
        { element: <TabLayout />, children: entries.filter((r) => r.isTab).map(routeObject) },
        ...entries.filter((r) => !r.isTab).map(routeObject),
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: '/' });
}

/** For component tests: the same routes in memory, starting at a given path. */
export function createTestRouter(initialPath: string) {
  return createMemoryRouter(buildRouteObjects(), { initialEntries: [initialPath] });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
