// Personal settings of a conversation: role and voice, playback, blur and assessment, and clearing
// this conversation (the spec's clear-chat-logs marker grows on the server).
import { Button, Dialog, Toast } from 'antd-mobile';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { LinkList } from '../../components/link-list';
import { useNavigator } from '../../lib/navigator-context';
import { PracticeSettingsList } from '../../features/settings/practice-settings-list';
import { clearChatHistoryCall } from '../../api/conversation';
import { describeError } from '../../lib/request/error-message';

export default function PersonalPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigator = useNavigator();
  const roleId = Number(params.get('roleId')) === 2 ? 2 : 1;
  const sceneId = Number(params.get('sceneId')) || undefined;

  const clearConversation = async () => {
    const isConfirmed = await Dialog.confirm({
      content: t`Clear this conversation? The messages will be deleted.`,
      confirmText: t({ comment: 'Button: confirms deleting the messages of this conversation', message: 'Clear' }),
      cancelText: t`Cancel`,
    });
    if (!isConfirmed) return;
    try {
      const { cleared } = await clearChatHistoryCall({ roleId, ...(sceneId ? { sceneId } : {}) });
      Toast.show({ content: t`${plural(cleared, { one: 'Cleared # message', other: 'Cleared # messages' })}` });
      void navigator.navigateBack().catch(() => undefined);
    } catch (error) {
      Toast.show({ content: describeError(error) });
    }
  };

  return (
    <PageFrame title={t({ comment: "Title of a conversation's own settings page", message: 'Parley Setting' })}>
      <LinkList header={t`Partner`} rows={[{ label: t`Role, style and voice`, onSelect: () => void navigator.navigateTo({ url: '/chat/switch-roles' }) }]} />
      <PracticeSettingsList />
      <div className="settings-actions">
        <Button block color="danger" fill="outline" onClick={() => void clearConversation()}>
          <Trans>Clear this conversation</Trans>
        </Button>
      </div>
    </PageFrame>
  );
}
