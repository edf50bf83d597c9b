// One remembered fact: what it is about and its value, with edit (in place) and forget buttons.
// Forgetting asks first; a failed change says why in a toast and leaves the fact as it was.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LearnerFactItem } from '@parley/contract/learner-facts';
import { useForgetLearnerFacts, useUpdateLearnerFact } from '../../../api/learner-facts';
import { describeError } from '../../../lib/request/error-message';
import '../learner-facts.css';

const VALUE_MAX = 200;

export function FactCard({ fact }: { fact: LearnerFactItem }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateLearnerFact();
  const forget = useForgetLearnerFacts();
  // The label and value are the learner's own facts as the server keeps them.
  const label = fact.label;
  const value = fact.value;
  const name = t({ comment: 'A remembered fact: what it is about, then its value ("likes: coffee")', message: `${label}: ${value}` });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const edited = (draft ?? '').trim();
    if (!edited) {
      setError(t`Write something, or forget this fact instead.`);
      return;
    }
    try {
      await update.mutateAsync({ id: fact.id, value: edited });
      setDraft(null);
      setError(null);
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const confirmForget = async () => {
    const isConfirmed = await Dialog.confirm({
      title: t`Forget this?`,
      content: t`Your partner will forget “${name}”.`,
      confirmText: t({ comment: 'Button: deletes a remembered fact', message: 'Forget' }),
      cancelText: t({ comment: 'Button: keeps a remembered fact', message: 'Keep' }),
    });
    if (!isConfirmed) return;
    try {
      await forget.mutateAsync(fact.id);
      Toast.show({ content: t({ comment: 'Toast: a remembered fact was deleted', message: 'Forgotten' }) });
    } catch (failure) {
      Toast.show({ content: describeError(failure) });
    }
  };

  return (
    <article className="fact-item" aria-label={name}>
      <div className="fact-item__body">
        <p className="fact-item__label">{fact.label}</p>
        {draft === null ? (
          <p className="fact-item__value">{fact.value}</p>
        ) : (
          <form className="fact-editor" onSubmit={(event) => void save(event)} noValidate>
            <label className="visually-hidden" htmlFor={`fact-${fact.id}`}>
              {t({ comment: 'Label of the field that edits a remembered fact; the placeholder is what it is about', message: `Edit ${label}` })}
            </label>
            <input
              id={`fact-${fact.id}`}
              className="field__input"
              value={draft}
              maxLength={VALUE_MAX}
              autoFocus
              aria-invalid={error ? true : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
            <div className="fact-editor__actions">
              <Button size="small" onClick={cancel}>
                <Trans>Cancel</Trans>
              </Button>
              <Button size="small" color="primary" type="submit" loading={update.isPending}>
                <Trans>Save</Trans>
              </Button>
            </div>
          </form>
        )}
      </div>
      {draft === null && (
        <button type="button" className="icon-button" aria-label={t`Edit ${name}`} onClick={() => setDraft(fact.value)}>
          <EditSOutline aria-hidden="true" fontSize={20} />
        </button>
      )}
      <button type="button" className="icon-button fact-item__forget" aria-label={t`Forget ${name}`} disabled={forget.isPending} onClick={() => void confirmForget()}>
        <DeleteOutline aria-hidden="true" fontSize={20} />
      </button>
    </article>
  );
}
