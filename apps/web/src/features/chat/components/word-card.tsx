// Tapping a word opens its card: IPA with a play button, senses, translation and a collect toggle.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Toast } from 'antd-mobile';
import { SoundOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { QueryState } from '../../../components/query-state';
import { collectWordCall, learnAboutWordCall, uncollectCall, wordStatusCall } from '../api/language-calls';

interface WordCardProps {
  word: string | null;
  onClose(): void;
  onSpeak(word: string): void;
  isSpeaking: boolean;
}

export function WordCard({ word, onClose, onSpeak, isSpeaking }: WordCardProps) {
  const queryClient = useQueryClient();
  const entry = useQuery({ queryKey: ['word', word], queryFn: () => learnAboutWordCall(word!), enabled: Boolean(word), retry: false });
  const status = useQuery({ queryKey: ['word-status', word], queryFn: () => wordStatusCall(word!), enabled: Boolean(word) });

  const toggleCollect = async () => {
    if (!word) return;
    try {
      if (status.data?.isCollected && status.data.id) {
        await uncollectCall(status.data.id);
        Toast.show({ content: 'Removed from your collection' });
      } else {
        await collectWordCall(entry.data?.lemma ?? word);
        Toast.show({ content: 'Saved to your collection' });
      }
      await queryClient.invalidateQueries({ queryKey: ['word-status', word] });
      await queryClient.invalidateQueries({ queryKey: ['collection'] });
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    }
  };

  return (
    <Popup visible={Boolean(word)} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '70vh', overflowY: 'auto' }}>
      <section className="word-card" role="dialog" aria-label={word ? `Word card: ${word}` : 'Word card'}>
        <QueryState isLoading={entry.isLoading} error={entry.error} onRetry={() => void entry.refetch()}>
          {entry.data && (
            <>
              <header className="word-card__header">
                <div>
                  <h2 className="word-card__word">{entry.data.word}</h2>
                  {entry.data.lemma !== entry.data.word && <p className="word-card__lemma">from “{entry.data.lemma}”</p>}
                  {entry.data.ipa && <p className="word-card__ipa">/{entry.data.ipa}/</p>}
                </div>
                <div className="word-card__actions">
                  <Button size="small" fill="outline" onClick={() => onSpeak(entry.data.word)} aria-label={`Play ${entry.data.word}`} loading={isSpeaking}>
                    <SoundOutline aria-hidden="true" />
                  </Button>
                  <Button size="small" fill="outline" onClick={() => void toggleCollect()} aria-pressed={status.data?.isCollected ?? false} aria-label={status.data?.isCollected ? 'Remove from collection' : 'Save to collection'}>
                    {status.data?.isCollected ? <StarFill aria-hidden="true" color="#d48806" /> : <StarOutline aria-hidden="true" />}
                  </Button>
                </div>
              </header>
              {entry.data.translation && (
                <p className="word-card__translation">
                  {entry.data.translation.text}
                  {entry.data.translation.kind === 'gloss' && <span className="word-card__tag"> (word gloss)</span>}
                </p>
              )}
              <ol className="word-card__senses">
                {entry.data.senses.slice(0, 5).map((sense, i) => (
                  <li key={i}>
                    <span className="word-card__pos">{sense.partOfSpeech}</span> {sense.definition}
                    {sense.examples[0] && <p className="word-card__example">“{sense.examples[0]}”</p>}
                  </li>
                ))}
              </ol>
            </>
          )}
        </QueryState>
        <Button block onClick={onClose}>
          Close
        </Button>
      </section>
    </Popup>
  );
}
