// A scene's key phrases and key words. What goes beside each (play, save) comes from the screen,
// which owns those features.
import type { ReactNode } from 'react';
import type { SceneDetail } from '@parley/contract/content';
import '../content.css';

type KeyPhrase = SceneDetail['keyPhrases'][number];
type KeyWord = SceneDetail['keyWords'][number];

/** The id of a phrase's text, for an action that names what it acts on (aria-describedby). */
export const keyPhraseTextId = (index: number) => `key-phrase-${index}`;

export function KeyPhraseList({ phrases, renderPlay, renderAction }: { phrases: KeyPhrase[]; renderPlay(phrase: KeyPhrase): ReactNode; renderAction?(phrase: KeyPhrase, textId: string): ReactNode }) {
  return (
    <ul className="key-list">
      {phrases.map((phrase, index) => (
        <li key={phrase.text} className="key-list__item">
          {renderPlay(phrase)}
          <span className="key-list__text">
            <span className="key-list__main" id={keyPhraseTextId(index)}>
              {phrase.text}
            </span>
            <span className="key-list__meaning">{phrase.meaning}</span>
          </span>
          {renderAction?.(phrase, keyPhraseTextId(index))}
        </li>
      ))}
    </ul>
  );
}

export function KeyWordList({ words, renderPlay, renderAction }: { words: KeyWord[]; renderPlay(word: KeyWord): ReactNode; renderAction(word: KeyWord): ReactNode }) {
  return (
    <ul className="key-list">
      {words.map((word) => (
        <li key={word.word} className="key-list__item">
          {renderPlay(word)}
          <span className="key-list__text">
            <span className="key-list__main">
              {word.word} <em className="key-list__pos">{word.partOfSpeech}</em>
            </span>
            <span className="key-list__meaning">{word.meaning}</span>
          </span>
          {renderAction(word)}
        </li>
      ))}
    </ul>
  );
}
