// The report after a conversation (issue 15 §2), from the chat room's report button or from My
// mistakes: time, turns spoken and typed, words (new ones marked), errors by rule with the corrected
// sentence, the pronunciation average and hardest words when the learner spoke, and one goal for next time. Loading, empty and error states come from QueryState.
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { useConversationReport } from '../../api/progress';

/** "45 s", "2 min 5 s". */
const formatSpoken = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`);

const parseId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export default function ReportPage() {
  const [params] = useSearchParams();
  const conversationId = parseId(params.get('conversationId'));
  const report = useConversationReport(conversationId);
  const data = report.data?.report;
  return (
    <PageFrame title="Conversation report">
      {conversationId === null ? (
        <p className="state-block" role="alert">
          This link names no conversation. Open a report from a chat.
        </p>
      ) : (
        <QueryState
          isLoading={report.isLoading}
          error={report.error && !data ? report.error : null}
          isEmpty={data !== undefined && data.turns.total === 0}
          emptyText="Nothing to report yet: say something in this conversation first."
          onRetry={() => void report.refetch()}
        >
          {data && (
            <div className="report">
              <h2 className="report__title">{data.title}</h2>
              <section aria-label="Goal for next time" className="report__goal">
                <h3>Goal for next time</h3>
                <p>{data.goal}</p>
              </section>
              <dl className="report__figures" aria-label="Figures">
                <div>
                  <dt>Time</dt>
                  <dd>
                    {data.minutes} min{data.spokenSeconds > 0 && <> ({formatSpoken(data.spokenSeconds)} speaking)</>}
                  </dd>
                </div>
                <div>
                  <dt>Turns</dt>
                  <dd>
                    {data.turns.total} ({data.turns.spoken} spoken, {data.turns.typed} typed)
                  </dd>
                </div>
                <div>
                  <dt>Words</dt>
                  <dd>
                    {data.words.total} ({data.words.distinct} different, {data.words.newCount} new)
                  </dd>
                </div>
                <div>
                  <dt>Errors per 100 words</dt>
                  <dd>{data.errorsPer100Words}</dd>
                </div>
              </dl>
              {data.words.new.length > 0 && (
                <section aria-label="New words" className="report__section">
                  <h3>New words</h3>
                  <p className="report__words">
                    {data.words.new.map((w) => (
                      <mark key={w} className="report__new-word">
                        {w}
                      </mark>
                    ))}
                  </p>
                </section>
              )}
              <section aria-label="Corrections" className="report__section">
                <h3>Corrections</h3>
                {data.errors.length === 0 ? (
                  <p>No corrections in this conversation.</p>
                ) : (
                  data.errors.map((e) => (
                    <div key={`${e.category}:${e.rule}`} className="report__error">
                      <p className="report__rule">
                        {e.rule.charAt(0).toUpperCase() + e.rule.slice(1)} <span className="report__count">({e.category}, {e.count === 1 ? 'once' : `${e.count} times`})</span>
                      </p>
                      <ul>
                        {e.examples.map((x) => (
                          <li key={x.content}>
                            <del>{x.content}</del> → <ins>{x.corrected}</ins>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))
                )}
              </section>
              {data.pronunciation && (
                <section aria-label="Pronunciation" className="report__section">
                  <h3>Pronunciation</h3>
                  <p>
                    Average score <strong>{data.pronunciation.average}</strong> / 100 over {data.pronunciation.scoredTurns === 1 ? 'one spoken turn' : `${data.pronunciation.scoredTurns} spoken turns`}.
                  </p>
                  {data.pronunciation.hardestWords.length > 0 ? (
                    <>
                      <p>Words to practise saying:</p>
                      <ul className="report__hard-words">
                        {data.pronunciation.hardestWords.map((w) => (
                          <li key={w.word}>
                            <strong>{w.word}</strong> — {w.score} / 100{w.times > 1 ? `, ${w.times} times` : ''}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <p>Every word came through clearly.</p>
                  )}
                </section>
              )}
            </div>
          )}
        </QueryState>
      )}
    </PageFrame>
  );
}
