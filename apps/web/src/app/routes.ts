// Every route of spec §2 with its title. The router, the navigator and the guard all read this table.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_NAME } from '../constants';

export interface RouteEntry {
  path: string;
  /** The page's name in the tab title: a message in the interface language, or the product name. */
  title: MessageDescriptor | typeof PRODUCT_NAME;
  isTab?: boolean;
}

export const ROUTES = [
  { path: '/chat/intro', title: msg`Intro` },
  { path: '/chat/home', title: PRODUCT_NAME, isTab: true },
  { path: '/chat/exploration', title: msg`Exploration`, isTab: true },
  { path: '/chat/mine', title: msg`Me`, isTab: true },
  { path: '/chat/lobby', title: msg`Lobby` },
  { path: '/chat/initialization/nativeLanguage', title: msg`Initialization setting` },
  { path: '/chat/initialization/experience', title: msg`Initialization setting` },
  { path: '/chat/initialization/topic', title: msg`Initialization setting` },
  { path: '/chat/lobby/topic-info', title: msg`Topic's detail` },
  { path: '/chat/lobby/exploration-info', title: msg`Exploration Info` },
  { path: '/chat/chatroom', title: msg`Chat room` },
  { path: '/chat/call', title: msg`Call` },
  { path: '/chat/chatroom/personal', title: msg`${PRODUCT_NAME} Setting` },
  { path: '/chat/sign-in', title: msg`Login` },
  { path: '/chat/sign-up', title: msg`SignUp` },
  { path: '/chat/sign/sign-up-auth', title: msg`Sign Up Auth` },
  { path: '/chat/sign/forgot', title: msg`Forgot your password` },
  { path: '/chat/sign/forgot-auth', title: msg`Forgot Auth` },
  { path: '/chat/auth/callback', title: msg`Auth` },
  { path: '/chat/sign/password-changed', title: msg`Password changed` },
  { path: '/chat/sign/reset-password', title: msg`Reset your password` },
  { path: '/chat/mine/contact-us', title: msg`Contact us` },
  { path: '/chat/404', title: msg`Page not found` },
  { path: '/chat/setting', title: msg`Settings` },
  { path: '/chat/mine/collection', title: msg`Collection` },
  { path: '/chat/mine/facts', title: msg`What your partner remembers` },
  { path: '/chat/mine/progress', title: msg`Progress` },
  { path: '/chat/mine/mistakes', title: msg`My mistakes` },
  { path: '/chat/mine/review', title: msg`Review` },
  { path: '/chat/report', title: msg`Conversation report` },
  { path: '/chat/switch-roles', title: msg`Switch roles` },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

export const TAB_PATHS: string[] = ROUTES.filter((r: RouteEntry) => r.isTab).map((r) => r.path);
export const ROUTE_PATHS: string[] = ROUTES.map((r) => r.path);

export function findRoute(pathname: string): RouteEntry | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return (ROUTES as readonly RouteEntry[]).find((r) => r.path === clean);
}
