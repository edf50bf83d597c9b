// The star beside a word: shows whether the word is saved (checkWordStatus) and saves it
// (collectContent, with the scene it came from) or removes it again. The saved state is kept under
// one query key per word (api/collection.ts), so every star for the same word agrees. Two looks:
// an icon beside a word in a list, whose label names the word, and a button on the word card,
// whose heading already does.
import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useLingui } from '@lingui/react/macro';
import { collectionKeys, useCollectContent, useRemoveFromCollection, useWordStatus } from '../../../api/collection';
import { describeError } from '../../../lib/request/error-message';
import '../collection.css';

interface CollectWordButtonProps {
  word: string;
  meaning?: string | undefined;
  sceneId?: number | undefined;
  look?: 'icon' | 'card';
}

export function CollectWordButton({ word, meaning, sceneId, look = 'icon' }: CollectWordButtonProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const status = useWordStatus(word);
  const collect = useCollectContent();
  const remove = useRemoveFromCollection();
  const isCollected = status.data?.isCollected ?? false;
  const isSaving = collect.isPending || remove.isPending;
  const statusKey = collectionKeys.wordStatus(word);

  const toggle = async () => {
    if (isSaving) return;
    try {
      if (isCollected && status.data?.id) {
        await remove.mutateAsync(status.data.id);
        queryClient.setQueryData(statusKey, { isCollected: false, id: null });
        Toast.show({ content: t`Removed “${word}” from your collection` });
      } else {
        const { item } = await collect.mutateAsync({ kind: 'word', content: word, ...(meaning ? { meaning } : {}), ...(sceneId ? { sceneId } : {}) });
        queryClient.setQueryData(statusKey, { isCollected: true, id: item.id });
        Toast.show({ content: t`Saved “${word}” to your collection` });
      }
    } catch (error) {
      Toast.show({ content: describeError(error) });
    }
  };

  if (look === 'card') {
    return (
      <Button size="small" fill="outline" onClick={() => void toggle()} aria-pressed={isCollected} aria-label={isCollected ? t`Remove from collection` : t`Save to collection`}>
        {isCollected ? <StarFill aria-hidden="true" className="collect-star" /> : <StarOutline aria-hidden="true" />}
      </Button>
    );
  }
  return (
    <button
      type="button"
      className={isCollected ? 'icon-button collect-button collect-button--on' : 'icon-button collect-button'}
      aria-busy={status.isPending || isSaving}
      // Not `disabled` while saving: a disabled button drops the keyboard focus to the page start.
      aria-disabled={isSaving}
      aria-label={isCollected ? t`Remove ${word} from collection` : t`Save ${word} to collection`}
      onClick={() => void toggle()}
    >
      {isCollected ? <StarFill aria-hidden="true" fontSize={20} /> : <StarOutline aria-hidden="true" fontSize={20} />}
    </button>
  );
}
