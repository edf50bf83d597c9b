// Tapping a word opens its card (spec §1, learnAboutWord): IPA with a play button, senses and a
// translation. Saving the word belongs to the collection feature: the screen passes its button in
// (`renderCollect`), given the word's dictionary form, which is what gets saved.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const entry = useQuery({ queryKey: ['word', word], queryFn: () => learnAboutWordCall(word!), enabled: Boolean(word), retry: false });

  return (
    <Sheet isOpen={Boolean(word)} onClose={onClose} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
      <section className="word-card" role="dialog" aria-label={word ? t`Word card: ${word}` : t`Word card`}>
        <QueryState isLoading={entry.isLoading} error={entry.error} onRetry={() => void entry.refetch()}>
          {entry.data && (
            <WordEntry entry={entry.data} onSpeak={onSpeak} isSpeaking={isSpeaking} renderCollect={renderCollect} />
          )}
        </QueryState>
        <Button block onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </section>
    </Sheet>
  );
}

type Entry = Awaited<ReturnType<typeof learnAboutWordCall>>;

function WordEntry({ entry, onSpeak, isSpeaking, renderCollect }: { entry: Entry } & Pick<WordCardProps, 'onSpeak' | 'isSpeaking' | 'renderCollect'>) {
  const { t } = useLingui();
  const { word, lemma, ipa, translation } = entry;
  return (
    <>
      <header className="word-card__header">
        <div>
          <h2 className="word-card__word">{word}</h2>
          {lemma !== word && (
            <p className="word-card__lemma">
              <Trans comment="Under an inflected word: its dictionary form">from “{lemma}”</Trans>
            </p>
          )}
          {ipa && <p className="word-card__ipa">/{ipa}/</p>}
        </div>
        <div className="word-card__actions">
          <Button size="small" fill="outline" onClick={() => onSpeak(word)} aria-label={t`Play ${word}`} loading={isSpeaking}>
            <SoundOutline aria-hidden="true" />
          </Button>
          {renderCollect?.(lemma)}
        </div>
      </header>
      {translation && (
        <p className="word-card__translation">
          {translation.text}
          {translation.kind === 'gloss' && (
            <span className="word-card__tag">
              {' '}
              <Trans comment="Marks a translation that is a gloss of the single word, not of its meaning in context">(word gloss)</Trans>
            </span>
          )}
        </p>
      )}
      <ol className="word-card__senses">
        {entry.senses.slice(0, 5).map((sense, i) => (
          <li key={i}>
            <span className="word-card__pos">{sense.partOfSpeech}</span> {sense.definition}
            {sense.examples[0] && <p className="word-card__example">“{sense.examples[0]}”</p>}
          </li>
        ))}
      </ol>
    </>
  );
}
