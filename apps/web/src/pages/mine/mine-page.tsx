// Me (tab 2): the account, the learner's setup, and links to collection, settings, contact us and
// switch roles; sign out.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LinkList } from '../../components/link-list';
import { TabPageHeader } from '../../components/tab-page-header';
import { QueryState } from '../../components/query-state';
import { DailyGoal } from '../../components/daily-goal';
import { useNavigator } from '../../lib/navigator-context';
import { readLevel, useRoleSetupStore } from '../../stores/role-setup-store';
import { useUserInfo } from '../../api/user';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { findNativeLanguage } from '../../features/onboarding/native-languages';
import { LEVEL_DESCRIPTIONS } from '../../features/onboarding/levels';
import { useRoles } from '../../api/content';
import { useVoices } from '../../api/speech';
import { TipsBubble } from '../../features/onboarding/components/tips-bubble';
import { useTalkTimes } from '../../api/conversation';
import { useUserSettingsStore } from '../../stores/user-settings-store';

const ROLE_NAMES: Record<number, string> = { 1: 'Teacher', 2: 'Friend' };

/** A key as words ("exam-coach" → "Exam coach") for when its list could not be loaded. */
function keyAsWords(key: string): string {
  const words = key.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function joinParts(...parts: Array<string | undefined>): string {
  return parts.filter(Boolean).join(' · ');
}

function TalkCount() {
  const talk = useTalkTimes();
  let text: ReactNode;
  if (talk.isLoading) text = 'Counting your talks…';
  else if (talk.error || !talk.data) {
    text = (
      <button type="button" className="link-button" onClick={() => void talk.refetch()}>
        Could not count your talks. Try again
      </button>
    );
  } else text = `${talk.data.totalTurns} ${talk.data.totalTurns === 1 ? 'turn' : 'turns'} in all · ${talk.data.today} today`;
  return <p className="profile-card__meta">{text}</p>;
}

/** A gentle nudge while today's goal (picked in Settings) is not met; nothing once it is, or without a goal. */
function GoalNudge() {
  const talk = useTalkTimes();
  const dailyGoal = useUserSettingsStore((s) => s.dailyGoalTurns);
  return talk.data && dailyGoal !== null ? <DailyGoal today={talk.data.today} goal={dailyGoal} variant="nudge" /> : null;
}

export default function MinePage() {
  const navigator = useNavigator();
  const userInfo = useUserInfo();
  const { signOut, isSigningOut } = useSignOut();
  const roles = useRoles();
  const voices = useVoices();
  const { initSetting, roleInfo } = useRoleSetupStore();
  const settings = userInfo.data?.settings;
  const level = settings?.level ?? readLevel(initSetting);
  const nativeLanguage = findNativeLanguage(settings?.nativeLanguage ?? initSetting?.nativeLanguage);
  const role = roles.data?.list.find((r) => r.id === roleInfo?.id);
  const roleStyleKey = roleInfo?.styleList.find((s) => s.selected)?.key;
  const roleStyle = roleStyleKey && (role?.styles.find((s) => s.key === roleStyleKey)?.name ?? keyAsWords(roleStyleKey));
  const roleName = roleInfo ? (role?.username ?? ROLE_NAMES[roleInfo.id]) : undefined;
  const voice = voices.data?.list.find((v) => v.id === settings?.voiceRoleId);
  const voiceName = settings?.voiceRoleId ? (voice?.name ?? keyAsWords(settings.voiceRoleId)) : undefined;
  const voiceStyleKey = settings?.voiceRoleId ? settings.voiceStyle : null;
  const voiceStyle = voiceStyleKey ? (voice?.styles.find((s) => s.key === voiceStyleKey)?.name ?? keyAsWords(voiceStyleKey)) : undefined;
  const go = (url: string) => () => void navigator.navigateTo({ url });

  return (
    <>
      <TabPageHeader title="Me" />
      <main className="page__body">
        <QueryState isLoading={userInfo.isLoading} error={userInfo.error} onRetry={() => void userInfo.refetch()}>
          <section className="profile-card" aria-label="Account">
            <div className="profile-card__avatar" aria-hidden="true">
              {(userInfo.data?.userInfo.email ?? '?').slice(0, 1).toUpperCase()}
            </div>
            <div>
              <p className="profile-card__email">{userInfo.data?.userInfo.email}</p>
              <p className="profile-card__meta">
                {level} · {LEVEL_DESCRIPTIONS.find((l) => l.level === level)?.name}
                {nativeLanguage ? ` · ${nativeLanguage.englishName}` : ''}
              </p>
              <TalkCount />
            </div>
          </section>
          <GoalNudge />
          <TipsBubble tip="Tip: in Settings, turn on “Blur reply text” to practise listening before you read." onSelect={go('/chat/setting')} />
          <LinkList
            header="Practice"
            rows={[
              { label: 'Partner', value: roleName ? joinParts(roleName, roleStyle) : 'Choose', onSelect: go('/chat/switch-roles') },
              { label: 'Voice', value: voiceName ? joinParts(voiceName, voiceStyle) : 'Default', onSelect: go('/chat/switch-roles') },
              { label: 'Level', value: level, onSelect: go('/chat/initialization/experience') },
              { label: 'Native language', value: nativeLanguage?.nativeName ?? 'Choose', onSelect: go('/chat/initialization/nativeLanguage') },
            ]}
          />
          <LinkList
            header="More"
            rows={[
              { label: 'My collection', onSelect: go('/chat/mine/collection') },
              { label: 'Progress', onSelect: go('/chat/mine/progress') },
              { label: 'Review', onSelect: go('/chat/mine/review') },
              { label: 'My mistakes', onSelect: go('/chat/mine/mistakes') },
              { label: 'What your partner remembers', onSelect: go('/chat/mine/facts') },
              { label: 'Settings', onSelect: go('/chat/setting') },
              { label: 'Contact us', onSelect: go('/chat/mine/contact-us') },
            ]}
          />
          <div className="settings-actions">
            <Button block color="danger" fill="outline" loading={isSigningOut} onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        </QueryState>
      </main>
    </>
  );
}
