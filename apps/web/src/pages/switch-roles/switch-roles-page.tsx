// Switch roles: choose the teacher or the friend, their style, and the voice that speaks for them.
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRoleWords } from '../../i18n/role-words';
import type { AiRole } from '@parley/contract/content';
import type { UserSettings } from '@parley/contract/user';
import type { Voice } from '@parley/contract/speech';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { FormAlert } from '../../components/form-alert';
import { describeError } from '../../lib/request/error-message';
import { useNavigator } from '../../lib/navigator-context';
import { useRoleSetupStore } from '../../stores/role-setup-store';
import { useRoles } from '../../api/content';
import { useVoices } from '../../api/speech';
import { useUpdateVoiceRole } from '../../api/user';
import { VoicePicker } from '../../features/onboarding/components/voice-picker';
import { useUserInfo } from '../../api/user';
import { FALLBACK_PATH } from '../../constants';
import { updateUserSettingsCall } from '../../api/settings';

/**
 * The two partner cards' usual height at 390 px, kept while they load: the voices under them do not
 * jump down when they arrive (layout shift, issue 20; this page is the first a new learner sees).
 */
const ROLE_GRID_HEIGHT = 263;

function initialStyle(role: AiRole | undefined, roleInfo: ReturnType<typeof useRoleSetupStore.getState>['roleInfo'], saved: UserSettings | undefined) {
  if (!role) return null;
  const savedKey = roleInfo?.id === role.id ? roleInfo.styleList.find((s) => s.selected)?.key : saved?.roleId === role.id ? saved.roleStyle : null;
  return role.styles.find((s) => s.key === savedKey)?.key ?? role.styles[0]?.key ?? null;
}

/** The learner's saved voice and its style while this server still has them, else the first voice. */
function initialVoice(voices: Voice[], saved: UserSettings | undefined): { id: string | null; style: string | null } {
  const savedVoice = voices.find((v) => v.id === saved?.voiceRoleId);
  const voice = savedVoice ?? voices[0];
  if (!voice) return { id: null, style: null };
  const savedStyle = savedVoice?.styles.find((s) => s.key === saved?.voiceStyle);
  return { id: voice.id, style: (savedStyle ?? voice.styles[0])?.key ?? null };
}

export default function SwitchRolesPage() {
  const navigator = useNavigator();
  const { t } = useLingui();
  const words = useRoleWords();
  const roles = useRoles();
  const voices = useVoices();
  const saveVoice = useUpdateVoiceRole();
  const userInfo = useUserInfo();
  const saved = userInfo.data?.settings;
  const stored = useRoleSetupStore.getState();
  const [chosenRoleId, setRoleId] = useState<number | null>(stored.roleInfo?.id ?? null);
  const [styleKey, setStyleKey] = useState<string | null>(null);
  const [voice, setVoice] = useState<{ id: string | null; style: string | null }>({ id: null, style: null });
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const roleList = roles.data?.list ?? [];
  const roleId = chosenRoleId ?? saved?.roleId ?? null;
  const role = roleList.find((r) => r.id === roleId);
  const roleName = role?.username;
  const effectiveStyle = styleKey ?? initialStyle(role, stored.roleInfo, saved);
  const effectiveStyleOfRole = role?.styles.find((s) => s.key === effectiveStyle);
  const voiceList = voices.data?.list ?? [];
  const preselected = voice.id ? voice : initialVoice(voiceList, saved);
  const effectiveVoice = preselected.id;
  const effectiveVoiceStyle = preselected.style;
  // Until the saved voice is known, the preselection is only a guess: saving it would overwrite
  // the learner's choice, so the voice is sent only once known or picked here.
  const isVoiceKnown = voice.id !== null || userInfo.isSuccess;

  const chooseRole = (id: number) => {
    setRoleId(id);
    setStyleKey(null);
  };

  const save = async () => {
    if (!role || !effectiveStyle) return;
    setServerMessage(null);
    try {
      if (isVoiceKnown && effectiveVoice && effectiveVoiceStyle) {
        await saveVoice.mutateAsync({ voiceRoleId: effectiveVoice, voiceStyle: effectiveVoiceStyle });
      }
      await updateUserSettingsCall({ roleId: role.id as 1 | 2, roleStyle: effectiveStyle });
      const store = useRoleSetupStore.getState();
      store.setRole(role.id, role.styles.map((s) => s.key), effectiveStyle);
      Toast.show({ content: t`${roleName} it is!` });
      if (!store.initSetting?.nativeLanguage || !store.hasInitSet) {
        void navigator.navigateTo({ url: '/chat/initialization/nativeLanguage' });
      } else {
        void navigator.reLaunch({ url: FALLBACK_PATH });
      }
    } catch (error) {
      setServerMessage(describeError(error));
    }
  };

  return (
    <PageFrame title={t`Switch roles`}>
      <h2 className="section-title">
        <Trans>Who do you want to talk to?</Trans>
      </h2>
      <QueryState isLoading={roles.isLoading} error={roles.error} isEmpty={roleList.length === 0} onRetry={() => void roles.refetch()} loadingHeight={ROLE_GRID_HEIGHT}>
        <div role="radiogroup" aria-label={t`Role`} className="role-grid">
          {roleList.map((r) => (
            <button
              key={r.id}
              type="button"
              role="radio"
              aria-checked={r.id === roleId}
              className={r.id === roleId ? 'role-card choice--selected' : 'role-card'}
              onClick={() => chooseRole(r.id)}
            >
              <img src={r.headUrl} alt="" width={64} height={64} className="role-card__avatar" />
              <span className="choice__title">{r.username}</span>
              <span className="role-card__role">{words.roleType(r)}</span>
              <span className="choice__subtitle">{words.intro(r)}</span>
            </button>
          ))}
        </div>
        {role && (
          <>
            <h2 className="section-title">{t`${roleName}'s style`}</h2>
            <div className="chip-grid chip-grid--tight" role="radiogroup" aria-label={t`Style`}>
              {role.styles.map((style) => (
                <button key={style.key} type="button" role="radio" className="chip" aria-checked={style.key === effectiveStyle} onClick={() => setStyleKey(style.key)} title={words.styleDescription(style)}>
                  {words.styleName(style)}
                </button>
              ))}
            </div>
            <p className="form__lead">{effectiveStyleOfRole && words.styleDescription(effectiveStyleOfRole)}</p>
          </>
        )}
      </QueryState>

      <h2 className="section-title">
        <Trans>Voice</Trans>
      </h2>
      <QueryState
        isLoading={voices.isLoading}
        error={voices.error}
        isEmpty={voiceList.length === 0}
        emptyText={t`This server has no voices yet: replies will be shown as text only.`}
        onRetry={() => void voices.refetch()}
      >
        <VoicePicker voices={voiceList} voiceId={effectiveVoice} voiceStyle={effectiveVoiceStyle} onChange={(id, style) => setVoice({ id, style })} />
      </QueryState>

      <div className="sticky-actions">
        <FormAlert message={serverMessage} />
        <Button
          block
          color="primary"
          size="large"
          disabled={!role || !effectiveStyle || userInfo.isLoading}
          loading={saveVoice.isPending}
          onClick={() => void save()}
        >
          {role ? t`Talk with ${roleName}` : t`Choose a role`}
        </Button>
      </div>
    </PageFrame>
  );
}
