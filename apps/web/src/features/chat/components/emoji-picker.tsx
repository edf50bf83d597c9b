// An emoji picker with search, debounced by 300 ms (spec §9).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchBar } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { Sheet } from '../../../components/sheet';
import { QueryState } from '../../../components/query-state';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { searchEmojiCall } from '../../../api/language';

export function EmojiPicker({ isOpen, onPick, onClose }: { isOpen: boolean; onPick(emoji: string): void; onClose(): void }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim());
  // The last results stay while a new search loads: no flash of a spinner between keys, and a tap on
  // an emoji still on screen (☕ is in the first list and in "coffee") is never lost to a re-render.
  const results = useQuery({ queryKey: ['emoji', debounced], queryFn: () => searchEmojiCall(debounced), enabled: isOpen, staleTime: 60 * 60_000, placeholderData: keepPreviousData });
  return (
    <Sheet isOpen={isOpen} onClose={onClose} bodyStyle={{ height: '45vh' }}>
      <section className="sheet" aria-label={t`Emoji`}>
        <SearchBar placeholder={t`Search emoji`} value={keyword} onChange={setKeyword} />
        <QueryState isLoading={results.isLoading} error={results.error} isEmpty={(results.data?.list.length ?? 0) === 0} emptyText={t`No emoji found.`} onRetry={() => void results.refetch()}>
          <div className="emoji-grid">
            {results.data?.list.map((item) => (
              <button key={item.emoji} type="button" className="emoji-button" onClick={() => onPick(item.emoji)} aria-label={item.name} title={item.name}>
                {item.emoji}
              </button>
            ))}
          </div>
        </QueryState>
      </section>
    </Sheet>
  );
}
