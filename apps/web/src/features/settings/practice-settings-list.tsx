// The listening and practice switches, the correction level, the daily goal and the playback speed, shared by Settings and the chat's
// personal settings: each change applies at once and is kept on the server.
import { List, Selector, Switch } from 'antd-mobile';
import type { CorrectionLevel } from '@parley/contract/conversation';
import { DAILY_GOALS, type DailyGoal } from '@parley/contract/settings';
import { PLAYBACK_RATES, useUserSettingsStore, type UserSettings } from '../../stores/user-settings-store';
import { useSyncSettings } from './use-sync-settings';

const TOGGLES: Array<{ key: 'autoPlayVoice' | 'autoBlurText' | 'autoSpeechAssessment'; title: string; description: string }> = [
  { key: 'autoPlayVoice', title: 'Play replies aloud', description: 'Each reply is spoken as soon as it arrives.' },
  { key: 'autoBlurText', title: 'Blur reply text', description: 'Listening practice: tap a reply to read it.' },
  { key: 'autoSpeechAssessment', title: 'Score my pronunciation', description: 'After each voice message, see how well each word was pronounced.' },
];

/** The correction level (issue 14); 'default' stands for null, the role's own default. */
const CORRECTION_OPTIONS: Array<{ label: string; value: CorrectionLevel | 'default' }> = [
  { label: 'Role default', value: 'default' },
  { label: 'Off', value: 'off' },
  { label: 'Meaning only', value: 'meaning' },
  { label: 'Everything', value: 'everything' },
];

export function PracticeSettingsList() {
  const settings = useUserSettingsStore();
  const syncSettings = useSyncSettings();
  const change = (patch: Partial<UserSettings>) => {
    settings.update(patch);
    syncSettings(patch);
  };
  return (
    <>
      <List header="Practice">
        {TOGGLES.map((toggle) => (
          <List.Item key={toggle.key} description={toggle.description} extra={<Switch checked={settings[toggle.key]} onChange={(checked: boolean) => change({ [toggle.key]: checked })} aria-label={toggle.title} />}>
            {toggle.title}
          </List.Item>
        ))}
      </List>
      <List header="Corrections">
        <List.Item description="Which mistakes your partner points out. By default the teacher corrects everything and the friend only mistakes that change the meaning.">
          <Selector
            aria-label="Corrections"
            columns={2}
            value={[settings.correctionLevel ?? 'default']}
            options={CORRECTION_OPTIONS}
            onChange={(values: string[]) => {
              const value = values[0];
              if (value !== undefined) change({ correctionLevel: value === 'default' ? null : (value as CorrectionLevel) });
            }}
          />
        </List.Item>
      </List>
      <List header="Daily goal">
        <List.Item description="Turns a day you aim for. Home shows how far you are today. No e-mail or notification is sent.">
          <Selector
            aria-label="Daily goal"
            columns={3}
            value={[settings.dailyGoalTurns ?? 0]}
            options={[{ label: 'None', value: 0 }, ...DAILY_GOALS.map((turns) => ({ label: `${turns} turns`, value: turns }))]}
            onChange={(values: number[]) => {
              const value = values[0];
              if (value !== undefined) change({ dailyGoalTurns: value === 0 ? null : (value as DailyGoal) });
            }}
          />
        </List.Item>
      </List>
      <List header="Playback speed">
        <List.Item>
          <Selector
            aria-label="Playback speed"
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
