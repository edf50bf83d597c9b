// After a successful sign-in or sign-up: keep the token, take the learner's setup saved on the
// server (so a second device gets it), and return to where the session expired (spec §4), or home.
import type { DailyGoal } from '@parley/contract/settings';
import type { SessionData } from '@parley/contract/user';
import { getRolesCall } from '../../../api/content';
import { getUserInfoCall } from '../../../api/user';
import { useNavigator } from '../../../lib/navigator-context';
import { useSessionStore } from '../../../stores/session-store';
import { useRoleSetupStore } from '../../../stores/role-setup-store';
import { missingSetupStep } from '../../../lib/navigation/setup-guard';
import { useUserSettingsStore } from '../../../stores/user-settings-store';
import { FALLBACK_PATH } from '../../../constants';
import { useAuthFlowStore } from '../stores/auth-flow-store';

const AUTH_PATHS = /^\/chat\/(sign-in|sign-up|sign\/|auth\/)/;

/** Copies the server's settings into the local stores; the local ones stay if it fails. */
export async function applyServerSetup(): Promise<void> {
  // The roles give the chosen role's full styleList (spec §3); without them only the selected style is kept.
  const [{ settings }, roles] = await Promise.all([getUserInfoCall(), getRolesCall().catch(() => null)]);
  useRoleSetupStore.getState().applyServerSetup({
    nativeLanguage: settings.nativeLanguage,
    level: settings.level,
    topics: settings.topics,
    roleId: settings.roleId,
    roleStyle: settings.roleStyle,
    styleKeys: roles?.list.find((role) => role.id === settings.roleId)?.styles.map((style) => style.key),
  });
  useUserSettingsStore.getState().update({
    autoPlayVoice: settings.autoPlayVoice,
    autoBlurText: settings.autoBlurText,
    autoSpeechAssessment: settings.autoSpeechAssessment,
    playbackRate: settings.playbackRate,
    correctionLevel: settings.correctionLevel,
    dailyGoalTurns: (settings.dailyGoalTurns ?? null) as DailyGoal | null,
  });
}

export function useFinishSignIn() {
  const navigator = useNavigator();
  return async (session: SessionData) => {
    const { setToken, takeReturnPath } = useSessionStore.getState();
    setToken(session.token);
    useAuthFlowStore.getState().clear();
    await applyServerSetup().catch(() => undefined);
    const returnPath = takeReturnPath();
    // A learner without a complete setup goes through onboarding first (spec §4 guard order).
    const missingStep = missingSetupStep(useRoleSetupStore.getState());
    const target = missingStep ?? (returnPath && !AUTH_PATHS.test(returnPath) ? returnPath : FALLBACK_PATH);
    void navigator.reLaunch({ url: target }).catch(() => navigator.reLaunch({ url: FALLBACK_PATH }));
  };
}
