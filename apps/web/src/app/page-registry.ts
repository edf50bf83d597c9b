// Which lazily loaded page serves each route of spec §2.
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import type { RoutePath } from './routes';

type PageModule = () => Promise<{ default: ComponentType }>;

const PAGE_MODULES: Record<RoutePath, PageModule> = {
  '/chat/intro': () => import('../pages/intro/intro-page'),
  '/chat/home': () => import('../pages/home/home-page'),
  '/chat/exploration': () => import('../pages/exploration/exploration-page'),
  '/chat/mine': () => import('../pages/mine/mine-page'),
  '/chat/lobby': () => import('../pages/lobby/lobby-page'),
  '/chat/initialization/nativeLanguage': () => import('../pages/initialization/native-language-page'),
  '/chat/initialization/experience': () => import('../pages/initialization/experience-page'),
  '/chat/initialization/topic': () => import('../pages/initialization/topic-page'),
  '/chat/lobby/topic-info': () => import('../pages/lobby/topic-info-page'),
  '/chat/lobby/exploration-info': () => import('../pages/lobby/exploration-info-page'),
  '/chat/chatroom': () => import('../pages/chatroom/chatroom-page'),
  // The call page alone loads the voice activity model, and only once a call starts.
  '/chat/call': () => import('../pages/call/call-page'),
  '/chat/chatroom/personal': () => import('../pages/chatroom/personal-page'),
  '/chat/sign-in': () => import('../pages/sign/sign-in-page'),
  '/chat/sign-up': () => import('../pages/sign/sign-up-page'),
  '/chat/sign/sign-up-auth': () => import('../pages/sign/sign-up-auth-page'),
  '/chat/sign/forgot': () => import('../pages/sign/forgot-page'),
  '/chat/sign/forgot-auth': () => import('../pages/sign/forgot-auth-page'),
  '/chat/auth/callback': () => import('../pages/sign/auth-callback-page'),
  '/chat/sign/password-changed': () => import('../pages/sign/password-changed-page'),
  '/chat/sign/reset-password': () => import('../pages/sign/reset-password-page'),
  '/chat/mine/contact-us': () => import('../pages/mine/contact-us-page'),
  '/chat/404': () => import('../pages/not-found/not-found-page'),
  '/chat/setting': () => import('../pages/setting/setting-page'),
  '/chat/mine/collection': () => import('../pages/mine/collection-page'),
  '/chat/mine/facts': () => import('../pages/mine/learner-facts-page'),
  '/chat/mine/progress': () => import('../pages/progress/progress-page'),
  '/chat/mine/mistakes': () => import('../pages/mine/mistakes-page'),
  '/chat/mine/review': () => import('../pages/mine/review-page'),
  '/chat/report': () => import('../pages/report/report-page'),
  '/chat/switch-roles': () => import('../pages/switch-roles/switch-roles-page'),
};

export const PAGES = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([path, load]) => [path, lazyPage(load)]),
) as Record<RoutePath, ComponentType>;
