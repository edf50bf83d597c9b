// Me (tab 2): the account, the learner's setup, and links to collection, settings, contact us and
// switch roles; sign out.
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { roleWords } from '../../i18n/role-words';
import { voiceStyleName } from '../../i18n/voice-words';
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
  const { t } = useLingui();
  let text: ReactNode;
  if (talk.isLoading) text = t`Counting your talks…`;
  else if (talk.error || !talk.data) {
    text = (
      <button type="button" className="link-button" onClick={() => void talk.refetch()}>
        <Trans>Could not count your talks. Try again</Trans>
      </button>
    );
  } else {
    const { totalTurns, today } = talk.data;
    text = t`${plural(totalTurns, { one: `# turn in all · ${today} today`, other: `# turns in all · ${today} today` })}`;
  }
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
  const { t, i18n } = useLingui();
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
  const roleStyleSent = role?.styles.find((s) => s.key === roleStyleKey);
  const roleStyle = roleStyleKey && (roleStyleSent ? roleWords(i18n).styleName(roleStyleSent) : keyAsWords(roleStyleKey));
  const roleName = roleInfo ? (role?.username ?? ROLE_NAMES[roleInfo.id]) : undefined;
  const voice = voices.data?.list.find((v) => v.id === settings?.voiceRoleId);
  const voiceName = settings?.voiceRoleId ? (voice?.name ?? keyAsWords(settings.voiceRoleId)) : undefined;
  const voiceStyleKey = settings?.voiceRoleId ? settings.voiceStyle : null;
  const voiceStyleSent = voice?.styles.find((s) => s.key === voiceStyleKey);
  const voiceStyle = voiceStyleKey ? (voiceStyleSent ? voiceStyleName(i18n, voiceStyleSent) : keyAsWords(voiceStyleKey)) : undefined;
  const levelLabel = LEVEL_DESCRIPTIONS.find((l) => l.level === level)?.label;
  const go = (url: string) => () => void navigator.navigateTo({ url });

  return (
    <>
      <TabPageHeader title={t`Me`} />
      <main className="page__body">
        <QueryState isLoading={userInfo.isLoading} error={userInfo.error} onRetry={() => void userInfo.refetch()}>
          <section className="profile-card" aria-label={t`Account`}>
            <div className="profile-card__avatar" aria-hidden="true">
              {(userInfo.data?.userInfo.email ?? '?').slice(0, 1).toUpperCase()}
            </div>
            <div>
              <p className="profile-card__email">{userInfo.data?.userInfo.email}</p>
              <p className="profile-card__meta">
                {level} · {levelLabel && i18n._(levelLabel)}
                {nativeLanguage ? ` · ${i18n._(nativeLanguage.name)}` : ''}
              </p>
              <TalkCount />
            </div>
          </section>
          <GoalNudge />
          <TipsBubble tip={t`Tip: in Settings, turn on “Blur reply text” to practise listening before you read.`} onSelect={go('/chat/setting')} />
          <LinkList
            header={t`Practice`}
            rows={[
              { label: t`Partner`, value: roleName ? joinParts(roleName, roleStyle) : t`Choose`, onSelect: go('/chat/switch-roles') },
              { label: t`Voice`, value: voiceName ? joinParts(voiceName, voiceStyle) : t`Default`, onSelect: go('/chat/switch-roles') },
              { label: t`Level`, value: level, onSelect: go('/chat/initialization/experience') },
              { label: t`Native language`, value: nativeLanguage?.nativeName ?? t`Choose`, onSelect: go('/chat/initialization/nativeLanguage') },
            ]}
          />
          <LinkList
            header={t`More`}
            rows={[
              { label: t`My collection`, onSelect: go('/chat/mine/collection') },
              { label: t`Progress`, onSelect: go('/chat/mine/progress') },
              { label: t`Review`, onSelect: go('/chat/mine/review') },
              { label: t`My mistakes`, onSelect: go('/chat/mine/mistakes') },
              { label: t`What your partner remembers`, onSelect: go('/chat/mine/facts') },
              { label: t`Settings`, onSelect: go('/chat/setting') },
              { label: t`Contact us`, onSelect: go('/chat/mine/contact-us') },
            ]}
          />
          <div className="settings-actions">
            <Button block color="danger" fill="outline" loading={isSigningOut} onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </Button>
          </div>
        </QueryState>
      </main>
    </>
  );
}
