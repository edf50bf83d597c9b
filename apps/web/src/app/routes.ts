// Every route of spec §2 with its title. The router, the navigator and the guard all read this table.
import { PRODUCT_NAME } from '../constants';

export interface RouteEntry {
  path: string;
  title: string;
  isTab?: boolean;
}

export const ROUTES = [
  { path: '/chat/intro', title: 'Intro' },
  { path: '/chat/home', title: PRODUCT_NAME, isTab: true },
  { path: '/chat/exploration', title: 'Exploration', isTab: true },
  { path: '/chat/mine', title: 'Me', isTab: true },
  { path: '/chat/lobby', title: 'Lobby' },
  { path: '/chat/initialization/nativeLanguage', title: 'Initialization setting' },
  { path: '/chat/initialization/experience', title: 'Initialization setting' },
  { path: '/chat/initialization/topic', title: 'Initialization setting' },
  { path: '/chat/lobby/topic-info', title: "Topic's detail" },
  { path: '/chat/lobby/exploration-info', title: 'Exploration Info' },
  { path: '/chat/chatroom', title: 'Chat room' },
  { path: '/chat/call', title: 'Call' },
  { path: '/chat/chatroom/personal', title: `${PRODUCT_NAME} Setting` },
  { path: '/chat/sign-in', title: 'Login' },
  { path: '/chat/sign-up', title: 'SignUp' },
  { path: '/chat/sign/sign-up-auth', title: 'Sign Up Auth' },
  { path: '/chat/sign/forgot', title: 'Forgot your password' },
  { path: '/chat/sign/forgot-auth', title: 'Forgot Auth' },
  { path: '/chat/auth/callback', title: 'Auth' },
  { path: '/chat/sign/password-changed', title: 'Password changed' },
  { path: '/chat/sign/reset-password', title: 'Reset your password' },
  { path: '/chat/mine/contact-us', title: 'Contact us' },
  { path: '/chat/404', title: 'Page not found' },
  { path: '/chat/setting', title: 'Settings' },
  { path: '/chat/mine/collection', title: 'Collection' },
  { path: '/chat/mine/facts', title: 'What your partner remembers' },
  { path: '/chat/mine/progress', title: 'Progress' },
  { path: '/chat/mine/mistakes', title: 'My mistakes' },
  { path: '/chat/mine/review', title: 'Review' },
  { path: '/chat/report', title: 'Conversation report' },
  { path: '/chat/switch-roles', title: 'Switch roles' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

export const TAB_PATHS: string[] = ROUTES.filter((r: RouteEntry) => r.isTab).map((r) => r.path);
export const ROUTE_PATHS: string[] = ROUTES.map((r) => r.path);

export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (ROUTES as readonly RouteEntry[]).find((r) => r.path === clean);
}
