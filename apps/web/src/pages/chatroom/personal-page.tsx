// Personal settings of a conversation: role and voice, playback, blur and assessment, and clearing
// this conversation (the spec's clear-chat-logs marker grows on the server).
import { Button, Dialog, Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { LinkList } from '../../components/link-list';
import { useNavigator } from '../../lib/navigator-context';
import { PracticeSettingsList } from '../../features/settings/practice-settings-list';
import { clearChatHistoryCall } from '../../api/conversation';

export default function PersonalPage() {
  const [params] = useSearchParams();
  const navigator = useNavigator();
  const roleId = Number(params.get('roleId')) === 2 ? 2 : 1;
  const sceneId = Number(params.get('sceneId')) || undefined;

  const clearConversation = async () => {
    const isConfirmed = await Dialog.confirm({ content: 'Clear this conversation? The messages will be deleted.', confirmText: 'Clear', cancelText: 'Cancel' });
    if (!isConfirmed) return;
    try {
      const { cleared } = await clearChatHistoryCall({ roleId, ...(sceneId ? { sceneId } : {}) });
      Toast.show({ content: `Cleared ${cleared} message${cleared === 1 ? '' : 's'}` });
      void navigator.navigateBack().catch(() => undefined);
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    }
  };

  return (
    <PageFrame title="Parley Setting">
      <LinkList header="Partner" rows={[{ label: 'Role, style and voice', onSelect: () => void navigator.navigateTo({ url: '/chat/switch-roles' }) }]} />
      <PracticeSettingsList />
      <div className="settings-actions">
        <Button block color="danger" fill="outline" onClick={() => void clearConversation()}>
          Clear this conversation
        </Button>
      </div>
    </PageFrame>
  );
}
