// Explain this correction (issue 15 §1): the corrected sentence (spoken on request), the rule in
// one line, the rule in the learner's language where a translator has it, two more examples, and
// "Practise this": three sentences to rewrite, each checked by the grammar engine on the server.
import { useState, type ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Correction } from '@parley/contract/conversation';
import { useCheckPractice, useExplanation } from '../../api/progress';
import { Sheet } from '../../components/sheet';
import { QueryState } from '../../components/query-state';
import { FixedWords } from '../../components/fixed-words';
import { describeError } from '../../lib/request/error-message';

interface ExplanationSheetProps {
  isOpen: boolean;
  onClose(): void;
  /** The learner's sentence as sent, and its correction. */
  sentence: string;
  correction: Pick<Correction, 'start' | 'end' | 'wrong' | 'fix' | 'reason' | 'category'>;
  /** The page's play button for the corrected sentence (the audio player is another feature). */
  renderPlay?(text: string): ReactNode;
}

export function correctedSentence(sentence: string, c: Pick<Correction, 'start' | 'end' | 'fix'>): string {
  return `${sentence.slice(0, c.start)}${c.fix}${sentence.slice(c.end)}`.replace(/\s{2,}/g, ' ');
}

export function ExplanationSheet({ isOpen, onClose, sentence, correction, renderPlay }: ExplanationSheetProps) {
  const { t } = useLingui();
  const { category, reason, wrong, fix } = correction;
  const explanation = useExplanation({ category, reason, wrong, fix }, isOpen);
  const corrected = correctedSentence(sentence, correction);
  const data = explanation.data?.explanation;
  return (
    <Sheet isOpen={isOpen} onClose={onClose} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
      <section className="explain" role="region" aria-label={t`Explain this correction`}>
        <h2 className="explain__title">
          <Trans>Why this correction?</Trans>
        </h2>
        <p className="explain__sentence">
          <FixedWords wrong={wrong} fix={fix} before={sentence.slice(0, correction.start)} after={sentence.slice(correction.end)} />
        </p>
        <div className="explain__corrected">
          <span>{corrected}</span>
          {renderPlay?.(corrected)}
        </div>
        <QueryState isLoading={explanation.isLoading} error={explanation.error && !data ? explanation.error : null} isEmpty={false} onRetry={() => void explanation.refetch()}>
          {data && (
            <>
              <p className="explain__rule">
                <strong>
                  <Trans comment="Before the grammar rule of a correction">Rule:</Trans>
                </strong>{' '}
                {data.rule}
              </p>
              {data.ruleInNativeLanguage && (
                <p className="explain__native" lang="und">
                  {data.ruleInNativeLanguage}
                </p>
              )}
              {data.examples.length > 0 && (
                <>
                  <h3 className="explain__heading">
                    <Trans>More examples</Trans>
                  </h3>
                  <ul className="explain__examples">
                    {data.examples.map((e) => (
                      <li key={e.wrong}>
                        <del>{e.wrong}</del> → <ins>{e.right}</ins>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {data.practice.length > 0 && (
                <>
                  <h3 className="explain__heading">
                    <Trans>Practise this</Trans>
                  </h3>
                  <p className="explain__lead">
                    <Trans>Write each sentence correctly.</Trans>
                  </p>
                  <ol className="explain__drill">
                    {data.practice.map((item) => (
                      <li key={item.prompt}>
                        <PracticeItem prompt={item.prompt} />
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </>
          )}
        </QueryState>
      </section>
    </Sheet>
  );
}

function PracticeItem({ prompt }: { prompt: string }) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState(prompt);
  const check = useCheckPractice();
  const result = check.data;
  // A wrong answer: what to fix (the fix and its reason come from the grammar engine) and a model sentence.
  const verdict = (() => {
    if (!result || result.right) return null;
    const model = result.model;
    if (!result.fix) return t`Not yet. For example: ${model}`;
    const { wrong, fix, reason } = result.fix;
    if (fix === '') return t`Not yet. Remove “${wrong}”: ${reason}. For example: ${model}`;
    return t`Not yet. “${wrong}” → “${fix}”: ${reason}. For example: ${model}`;
  })();
  return (
    <div className="drill-item">
      <p className="drill-item__prompt">{prompt}</p>
      <Input value={answer} onChange={setAnswer} aria-label={t`Your sentence for: ${prompt}`} clearable />
      <Button size="small" color="primary" fill="outline" loading={check.isPending} disabled={!answer.trim()} onClick={() => check.mutate({ prompt, answer })}>
        <Trans comment="Button: checks the learner's sentence">Check</Trans>
      </Button>
      <div role="status" className="drill-item__result">
        {check.error && <span className="drill-item__error">{describeError(check.error)}</span>}
        {result?.right && (
          <span className="drill-item__right">
            <Trans>Right!</Trans>
          </span>
        )}
        {verdict && <span className="drill-item__wrong">{verdict}</span>}
      </div>
    </div>
  );
}
