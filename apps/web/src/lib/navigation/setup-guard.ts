// The start-up guard of spec §4: on every app show, outside the exempt paths, an incomplete setup
// sends the learner to the step that is missing, checked in the spec's order.
import type { InitSetting, RoleInfo } from '../../stores/role-setup-store';

/** The spec's exempt paths ('chat/sign-in' is listed without its slash; both spellings count). */
export const GUARD_EXEMPT_PATHS = new Set(['/', '/chat/sign-in', '/chat/intro', '/chat/auth/callback']);
export const SWITCH_ROLES_PATH = '/chat/switch-roles';
export const NATIVE_LANGUAGE_PATH = '/chat/initialization/nativeLanguage';
const INITIALIZATION_PREFIX = '/chat/initialization/';

export interface StoredSetup {
  hasInitSet: boolean | undefined;
  roleInfo: RoleInfo | null | undefined;
  initSetting: InitSetting | null | undefined;
}

export function normaliseGuardPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

/** The spec's three checks, in order: which screen completes the setup, or null when complete. */
export function missingSetupStep(setup: StoredSetup): string | null {
  const { hasInitSet, roleInfo, initSetting } = setup;
  if (!hasInitSet || !roleInfo || !roleInfo.id || !roleInfo.styleList || roleInfo.styleList.length === 0) return SWITCH_ROLES_PATH;
  if (!roleInfo.styleList.some((style) => style.selected)) return SWITCH_ROLES_PATH;
  if (!initSetting || !initSetting.nativeLanguage) return NATIVE_LANGUAGE_PATH;
  return null;
}

function hasCompleteRole(roleInfo: RoleInfo | null | undefined): boolean {
  return Boolean(roleInfo?.id && roleInfo.styleList.some((style) => style.selected));
}

/**
 * Where the guard sends the learner, or null to stay.
 * Beyond the spec's exempt paths, a learner can always reach the account screens (to sign up
 * before any setup exists) and, once a role is chosen, the initialization steps themselves
 * (hasInitSet is only set when those steps are finished).
 */
export function guardRedirect(path: string, setup: StoredSetup): string | null {
  const pathname = normaliseGuardPath(path);
  if (GUARD_EXEMPT_PATHS.has(pathname) || isAccountScreen(pathname)) return null;
  const target = missingSetupStep(setup);
  if (target === null || target === pathname) return null;
  if (pathname.startsWith(INITIALIZATION_PREFIX) && hasCompleteRole(setup.roleInfo)) return null;
  return target;
}

function isAccountScreen(pathname: string): boolean {
  return pathname === '/chat/sign-up' || pathname.startsWith('/chat/sign/') || pathname === '/chat/404';
}
