// The star beside a word: shows whether the word is saved (checkWordStatus) and saves it
// (collectContent, with the scene it came from) or removes it again.
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useCollectContent } from '../api/collect-content';
import { useRemoveFromCollection } from '../api/update-user-collection';
import { useWordStatus, wordStatusQueryOptions } from '../api/check-word-status';
import '../collection.css';

interface CollectWordButtonProps {
  word: string;
  meaning?: string | undefined;
  sceneId?: number | undefined;
}

export function CollectWordButton({ word, meaning, sceneId }: CollectWordButtonProps) {
  const queryClient = useQueryClient();
  const status = useWordStatus(word);
  const collect = useCollectContent();
  const remove = useRemoveFromCollection();
  const isCollected = status.data?.isCollected ?? false;
  const isBusy = status.isPending || collect.isPending || remove.isPending;
  const statusKey = wordStatusQueryOptions(word).queryKey;

  const toggle = async () => {
    if (collect.isPending || remove.isPending) return;
    try {
      if (isCollected && status.data?.id) {
        await remove.mutateAsync(status.data.id);
        queryClient.setQueryData(statusKey, { isCollected: false, id: null });
        Toast.show({ content: `Removed “${word}” from your collection` });
      } else {
        const { item } = await collect.mutateAsync({ kind: 'word', content: word, ...(meaning ? { meaning } : {}), ...(sceneId ? { sceneId } : {}) });
        queryClient.setQueryData(statusKey, { isCollected: true, id: item.id });
        Toast.show({ content: `Saved “${word}” to your collection` });
      }
    } catch (error) {
      Toast.show({ content: (error as Error).message || 'system error' });
    }
  };

  return (
    <button
      type="button"
      className={isCollected ? 'icon-button collect-button collect-button--on' : 'icon-button collect-button'}
      aria-busy={isBusy}
      // Not `disabled` while saving: a disabled button drops the keyboard focus to the page start.
      aria-disabled={collect.isPending || remove.isPending}
      aria-label={isCollected ? `Remove ${word} from collection` : `Save ${word} to collection`}
      onClick={() => void toggle()}
    >
      {isCollected ? <StarFill aria-hidden="true" fontSize={20} /> : <StarOutline aria-hidden="true" fontSize={20} />}
    </button>
  );
}
