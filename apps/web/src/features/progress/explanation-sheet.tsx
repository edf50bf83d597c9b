// Explain this correction (issue 15 §1): the corrected sentence (spoken on request), the rule in
// one line, the rule in the learner's language where a translator has it, two more examples, and
// "Practise this": three sentences to rewrite, each checked by the grammar engine on the server.
import { useState, type ReactNode } from 'react';
import { Button, Input } from 'antd-mobile';
import type { Correction } from '@parley/contract/conversation';
import { useCheckPractice, useExplanation } from '../../api/progress';
import { Sheet } from '../../components/sheet';
import { QueryState } from '../../components/query-state';
import { FixedWords } from '../../components/fixed-words';

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
  const { category, reason, wrong, fix } = correction;
  const explanation = useExplanation({ category, reason, wrong, fix }, isOpen);
  const corrected = correctedSentence(sentence, correction);
  const data = explanation.data?.explanation;
  return (
    <Sheet isOpen={isOpen} onClose={onClose} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
      <section className="explain" role="region" aria-label="Explain this correction">
        <h2 className="explain__title">Why this correction?</h2>
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
                <strong>Rule:</strong> {data.rule}
              </p>
              {data.ruleInNativeLanguage && (
                <p className="explain__native" lang="und">
                  {data.ruleInNativeLanguage}
                </p>
              )}
              {data.examples.length > 0 && (
                <>
                  <h3 className="explain__heading">More examples</h3>
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
                  <h3 className="explain__heading">Practise this</h3>
                  <p className="explain__lead">Write each sentence correctly.</p>
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
  const [answer, setAnswer] = useState(prompt);
  const check = useCheckPractice();
  const result = check.data;
  return (
    <div className="drill-item">
      <p className="drill-item__prompt">{prompt}</p>
      <Input value={answer} onChange={setAnswer} aria-label={`Your sentence for: ${prompt}`} clearable />
      <Button size="small" color="primary" fill="outline" loading={check.isPending} disabled={!answer.trim()} onClick={() => check.mutate({ prompt, answer })}>
        Check
      </Button>
      <div role="status" className="drill-item__result">
        {check.error && <span className="drill-item__error">{check.error.message || 'system error'}</span>}
        {result?.right && <span className="drill-item__right">Right!</span>}
        {result && !result.right && (
          <span className="drill-item__wrong">
            Not yet. {result.fix ? `${result.fix.fix === '' ? `Remove “${result.fix.wrong}”` : `“${result.fix.wrong}” → “${result.fix.fix}”`}: ${result.fix.reason}. ` : ''}
            For example: {result.model}
          </span>
        )}
      </div>
    </div>
  );
}
