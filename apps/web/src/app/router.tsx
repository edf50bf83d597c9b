// The router in history mode with base '/'. '/' is an alias of /chat/intro, unknown paths go to
// /chat/404, and the three tab pages share the tab layout.
import { Navigate, createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { INTRO_PATH, NOT_FOUND_PATH } from '../constants';
import { PAGES } from './page-registry';
import { RootLayout } from './root-layout';
import { ROUTES, type RouteEntry } from './routes';
import { TabLayout } from './tab-layout';

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
        { path: '/', element: <Navigate to={INTRO_PATH} replace /> },
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
