// The listening and practice switches and the playback speed, shared by Settings and the chat's
// personal settings: each change applies at once and is kept on the server.
import { List, Selector, Switch } from 'antd-mobile';
import { PLAYBACK_RATES, useUserSettingsStore, type UserSettings } from '../../stores/user-settings-store';
import { useSyncSettings } from './use-sync-settings';

const TOGGLES: Array<{ key: 'autoPlayVoice' | 'autoBlurText' | 'autoSpeechAssessment'; title: string; description: string }> = [
  { key: 'autoPlayVoice', title: 'Play replies aloud', description: 'Each reply is spoken as soon as it arrives.' },
  { key: 'autoBlurText', title: 'Blur reply text', description: 'Listening practice: tap a reply to read it.' },
  { key: 'autoSpeechAssessment', title: 'Score my pronunciation', description: 'After each voice message, see how well each word was pronounced.' },
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
