// Tapping a word opens its card (spec §1, learnAboutWord): IPA with a play button, senses and a
// translation. Saving the word belongs to the collection feature: the screen passes its button in
// (`renderCollect`), given the word's dictionary form, which is what gets saved.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { QueryState } from '../../../components/query-state';
import { Sheet } from '../../../components/sheet';
import { learnAboutWordCall } from '../../../api/language';

interface WordCardProps {
  word: string | null;
  onClose(): void;
  onSpeak(word: string): void;
  isSpeaking: boolean;
  renderCollect?(lemma: string): ReactNode;
}

export function WordCard({ word, onClose, onSpeak, isSpeaking, renderCollect }: WordCardProps) {
  const entry = useQuery({ queryKey: ['word', word], queryFn: () => learnAboutWordCall(word!), enabled: Boolean(word), retry: false });

  return (
    <Sheet isOpen={Boolean(word)} onClose={onClose} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
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
                  {renderCollect?.(entry.data.lemma)}
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
    </Sheet>
  );
}
