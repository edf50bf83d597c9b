// The report after a conversation (issue 15 §2), from the chat room's report button or from My
// mistakes: time, turns spoken and typed, words (new ones marked), errors by rule with the corrected
// sentence, the pronunciation average and hardest words when the learner spoke, and one goal for next time. Loading, empty and error states come from QueryState.
import { useSearchParams } from 'react-router';
import type { ConversationReport } from '@parley/contract/progress';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useConversationReport } from '../../api/progress';
import { grammarCategoryName } from '../../i18n/grammar-words';

const parseId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export default function ReportPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const conversationId = parseId(params.get('conversationId'));
  const report = useConversationReport(conversationId);
  const data = report.data?.report;

  /** "45 s", "2 min 5 s". */
  const formatSpoken = (total: number) => {
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    if (minutes === 0) return t({ comment: 'A duration in seconds (short unit)', message: plural(seconds, { one: '# s', other: '# s' }) });
    if (seconds === 0) return t({ comment: 'A duration in minutes (short unit)', message: plural(minutes, { one: '# min', other: '# min' }) });
    return t({ comment: 'A duration in minutes and seconds (short units)', message: `${plural(minutes, { one: '# min', other: '# min' })} ${plural(seconds, { one: '# s', other: '# s' })}` });
  };

  const timeText = () => {
    if (!data) return '';
    const minutes = data.minutes;
    if (data.spokenSeconds === 0) return t({ comment: 'How long a conversation lasted (short unit)', message: plural(minutes, { one: '# min', other: '# min' }) });
    const spoken = formatSpoken(data.spokenSeconds);
    return t({ comment: 'How long a conversation lasted, then how long of it the learner spoke (a duration)', message: `${plural(minutes, { one: '# min', other: '# min' })} (${spoken} speaking)` });
  };

  const turnsText = (turns: ConversationReport['turns']) => {
    const total = i18n.number(turns.total);
    const spoken = i18n.number(turns.spoken);
    const typed = i18n.number(turns.typed);
    return t({ comment: 'The learner’s turns in a conversation: all of them, then how many were spoken and typed', message: `${total} (${spoken} spoken, ${typed} typed)` });
  };

  const wordsText = (words: ConversationReport['words']) => {
    const total = i18n.number(words.total);
    const distinct = i18n.number(words.distinct);
    const newCount = i18n.number(words.newCount);
    return t({ comment: 'The words the learner used: all of them, how many different ones, how many new to them', message: `${total} (${distinct} different, ${newCount} new)` });
  };

  return (
    <PageFrame title={t`Conversation report`}>
      {conversationId === null ? (
        <p className="state-block" role="alert">
          <Trans>This link names no conversation. Open a report from a chat.</Trans>
        </p>
      ) : (
        <QueryState
          isLoading={report.isLoading}
          error={report.error && !data ? report.error : null}
          isEmpty={data !== undefined && data.turns.total === 0}
          emptyText={t`Nothing to report yet: say something in this conversation first.`}
          onRetry={() => void report.refetch()}
        >
          {data && (
            <div className="report">
              <h2 className="report__title">{data.title}</h2>
              <section aria-label={t`Goal for next time`} className="report__goal">
                <h3>
                  <Trans>Goal for next time</Trans>
                </h3>
                <p>{data.goal}</p>
              </section>
              <dl className="report__figures" aria-label={t({ comment: 'The figures of a conversation: time, turns, words, errors', message: 'Figures' })}>
                <div>
                  <dt>
                    <Trans comment="How long the conversation lasted">Time</Trans>
                  </dt>
                  <dd>{timeText()}</dd>
                </div>
                <div>
                  <dt>
                    <Trans comment="The learner's messages in the conversation">Turns</Trans>
                  </dt>
                  <dd>{turnsText(data.turns)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Words</Trans>
                  </dt>
                  <dd>{wordsText(data.words)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Errors per 100 words</Trans>
                  </dt>
                  <dd>{i18n.number(data.errorsPer100Words)}</dd>
                </div>
              </dl>
              {data.words.new.length > 0 && (
                <section aria-label={t`New words`} className="report__section">
                  <h3>
                    <Trans>New words</Trans>
                  </h3>
                  <p className="report__words">
                    {data.words.new.map((w) => (
                      <mark key={w} className="report__new-word">
                        {w}
                      </mark>
                    ))}
                  </p>
                </section>
              )}
              <section aria-label={t`Corrections`} className="report__section">
                <h3>
                  <Trans>Corrections</Trans>
                </h3>
                {data.errors.length === 0 ? (
                  <p>
                    <Trans>No corrections in this conversation.</Trans>
                  </p>
                ) : (
                  data.errors.map((e) => {
                    // The rule comes from the grammar engine, in English; its category is named here.
                    const category = grammarCategoryName(i18n, e.category);
                    const count = e.count;
                    return (
                      <div key={`${e.category}:${e.rule}`} className="report__error">
                        <p className="report__rule">
                          {e.rule.charAt(0).toUpperCase() + e.rule.slice(1)}{' '}
                          <span className="report__count">
                            {t({ comment: 'The kind of mistake (a grammar category), then how often it was made', message: plural(count, { one: `(${category}, once)`, other: `(${category}, # times)` }) })}
                          </span>
                        </p>
                        <ul>
                          {e.examples.map((x) => (
                            <li key={x.content}>
                              <del>{x.content}</del> → <ins>{x.corrected}</ins>
                            </li>
                          ))}
                        </ul>
                      </div>
                    );
                  })
                )}
              </section>
              {data.pronunciation && <PronunciationSection pronunciation={data.pronunciation} />}
            </div>
          )}
        </QueryState>
      )}
    </PageFrame>
  );

}

type Pronunciation = NonNullable<ConversationReport['pronunciation']>;

function PronunciationSection({ pronunciation }: { pronunciation: Pronunciation }) {
  const { t, i18n } = useLingui();
  const average = i18n.number(pronunciation.average);
  const scoredTurns = pronunciation.scoredTurns;
  return (
    <section aria-label={t`Pronunciation`} className="report__section">
      <h3>
        <Trans>Pronunciation</Trans>
      </h3>
      <p>
        <Plural
          value={scoredTurns}
          one={<Trans>Average score <strong>{average}</strong> / 100 over one spoken turn.</Trans>}
          other={<Trans>Average score <strong>{average}</strong> / 100 over # spoken turns.</Trans>}
        />
      </p>
      {pronunciation.hardestWords.length > 0 ? (
        <>
          <p>
            <Trans>Words to practise saying:</Trans>
          </p>
          <ul className="report__hard-words">
            {pronunciation.hardestWords.map((w) => {
              const word = w.word;
              const score = i18n.number(w.score);
              const times = w.times;
              return (
                <li key={w.word}>
                  {times > 1 ? (
                    <Plural value={times} one={<Trans><strong>{word}</strong> — {score} / 100, # time</Trans>} other={<Trans><strong>{word}</strong> — {score} / 100, # times</Trans>} />
                  ) : (
                    <Trans>
                      <strong>{word}</strong> — {score} / 100
                    </Trans>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>
          <Trans>Every word came through clearly.</Trans>
        </p>
      )}
    </section>
  );
}
