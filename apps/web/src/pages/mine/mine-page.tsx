// Me (tab 2): the account, the learner's setup, and links to collection, settings, contact us and
// switch roles; sign out.
import { Button } from 'antd-mobile';
import { LinkList } from '../../components/link-list';
import { TabPageHeader } from '../../components/tab-page-header';
import { QueryState } from '../../components/query-state';
import { useNavigator } from '../../lib/navigator-context';
import { readLevel, useRoleSetupStore } from '../../stores/role-setup-store';
import { useUserInfo } from '../../features/account/api/get-user-info';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { findNativeLanguage } from '../../features/onboarding/native-languages';
import { LEVELS } from '../../features/onboarding/levels';

const ROLE_NAMES: Record<number, string> = { 1: 'Teacher', 2: 'Friend' };

export default function MinePage() {
  const navigator = useNavigator();
  const userInfo = useUserInfo();
  const { signOut, isSigningOut } = useSignOut();
  const { initSetting, roleInfo } = useRoleSetupStore();
  const settings = userInfo.data?.settings;
  const level = settings?.level ?? readLevel(initSetting);
  const nativeLanguage = findNativeLanguage(settings?.nativeLanguage ?? initSetting?.nativeLanguage);
  const roleStyle = roleInfo?.styleList.find((s) => s.selected)?.key;
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
                {level} · {LEVELS.find((l) => l.level === level)?.name}
                {nativeLanguage ? ` · ${nativeLanguage.englishName}` : ''}
              </p>
            </div>
          </section>
          <LinkList
            header="Practice"
            rows={[
              { label: 'Role and voice', value: roleInfo ? `${ROLE_NAMES[roleInfo.id] ?? ''}${roleStyle ? ` · ${roleStyle}` : ''}` : 'Choose', onSelect: go('/chat/switch-roles') },
              { label: 'Level', value: level, onSelect: go('/chat/initialization/experience') },
              { label: 'Native language', value: nativeLanguage?.nativeName ?? 'Choose', onSelect: go('/chat/initialization/nativeLanguage') },
            ]}
          />
          <LinkList
            header="More"
            rows={[
              { label: 'My collection', onSelect: go('/chat/mine/collection') },
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
