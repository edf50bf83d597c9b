// The listening and practice switches, the correction level, the daily goal and the playback speed, shared by Settings and the chat's
// personal settings: each change applies at once and is kept on the server.
import { List, Selector, Switch } from 'antd-mobile';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CorrectionLevel } from '@parley/contract/conversation';
import { DAILY_GOALS, type DailyGoal } from '@parley/contract/settings';
import { PLAYBACK_RATES, useUserSettingsStore, type UserSettings } from '../../stores/user-settings-store';
import { useSyncSettings } from './use-sync-settings';

const TOGGLES: Array<{ key: 'autoPlayVoice' | 'autoBlurText' | 'autoSpeechAssessment'; title: MessageDescriptor; description: MessageDescriptor }> = [
  { key: 'autoPlayVoice', title: msg`Play replies aloud`, description: msg`Each reply is spoken as soon as it arrives.` },
  { key: 'autoBlurText', title: msg`Blur reply text`, description: msg`Listening practice: tap a reply to read it.` },
  { key: 'autoSpeechAssessment', title: msg`Score my pronunciation`, description: msg`After each voice message, see how well each word was pronounced.` },
];

/** The correction level (issue 14); 'default' stands for null, the role's own default. */
const CORRECTION_OPTIONS: Array<{ label: MessageDescriptor; value: CorrectionLevel | 'default' }> = [
  { label: msg({ comment: 'Correction level: as the partner corrects by default', message: 'Role default' }), value: 'default' },
  { label: msg({ comment: 'Correction level: no corrections', message: 'Off' }), value: 'off' },
  { label: msg({ comment: 'Correction level: only mistakes that change the meaning', message: 'Meaning only' }), value: 'meaning' },
  { label: msg({ comment: 'Correction level: every mistake', message: 'Everything' }), value: 'everything' },
];

export function PracticeSettingsList() {
  const { t, i18n } = useLingui();
  const settings = useUserSettingsStore();
  const syncSettings = useSyncSettings();
  const change = (patch: Partial<UserSettings>) => {
    settings.update(patch);
    syncSettings(patch);
  };
  return (
    <>
      <List header={t`Practice`}>
        {TOGGLES.map((toggle) => {
          const title = i18n._(toggle.title);
          return (
            <List.Item key={toggle.key} description={i18n._(toggle.description)} extra={<Switch checked={settings[toggle.key]} onChange={(checked: boolean) => change({ [toggle.key]: checked })} aria-label={title} />}>
              {title}
            </List.Item>
          );
        })}
      </List>
      <List header={t`Corrections`}>
        <List.Item description={t`Which mistakes your partner points out. By default the teacher corrects everything and the friend only mistakes that change the meaning.`}>
          <Selector
            aria-label={t`Corrections`}
            columns={2}
            value={[settings.correctionLevel ?? 'default']}
            options={CORRECTION_OPTIONS.map((option) => ({ label: i18n._(option.label), value: option.value }))}
            onChange={(values: string[]) => {
              const value = values[0];
              if (value !== undefined) change({ correctionLevel: value === 'default' ? null : (value as CorrectionLevel) });
            }}
          />
        </List.Item>
      </List>
      <List header={t`Daily goal`}>
        <List.Item description={t`Turns a day you aim for. Home shows how far you are today. No e-mail or notification is sent.`}>
          <Selector
            aria-label={t`Daily goal`}
            columns={3}
            value={[settings.dailyGoalTurns ?? 0]}
            options={[
              { label: t({ comment: 'Daily goal: no goal', message: 'None' }), value: 0 },
              ...DAILY_GOALS.map((turns) => ({ label: t`${plural(turns, { one: '# turn', other: '# turns' })}`, value: turns })),
            ]}
            onChange={(values: number[]) => {
              const value = values[0];
              if (value !== undefined) change({ dailyGoalTurns: value === 0 ? null : (value as DailyGoal) });
            }}
          />
        </List.Item>
      </List>
      <List header={t`Playback speed`}>
        <List.Item>
          <Selector
            aria-label={t`Playback speed`}
            columns={3}
            value={[settings.playbackRate]}
            options={PLAYBACK_RATES.map((rate) => ({ label: `${rate}×`, value: rate }))}
            onChange={(values: number[]) => {
              if (values[0] !== undefined) change({ playbackRate: values[0] });
            }}
          />
        </List.Item>
      </List>
    </>
  );
}
