// One remembered fact: what it is about and its value, with edit (in place) and forget buttons.
// Forgetting asks first; a failed change says why in a toast and leaves the fact as it was.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import type { LearnerFactItem } from '@parley/contract/learner-facts';
import { useForgetLearnerFacts, useUpdateLearnerFact } from '../../../api/learner-facts';
import '../learner-facts.css';

const VALUE_MAX = 200;

export function FactCard({ fact }: { fact: LearnerFactItem }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateLearnerFact();
  const forget = useForgetLearnerFacts();
  const name = `${fact.label}: ${fact.value}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = (draft ?? '').trim();
    if (!value) {
      setError('Write something, or forget this fact instead.');
      return;
    }
    try {
      await update.mutateAsync({ id: fact.id, value });
      setDraft(null);
      setError(null);
    } catch (failure) {
      setError((failure as Error).message || 'system error');
    }
  };

  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  const confirmForget = async () => {
    const isConfirmed = await Dialog.confirm({ title: 'Forget this?', content: `Your partner will forget “${name}”.`, confirmText: 'Forget', cancelText: 'Keep' });
    if (!isConfirmed) return;
    try {
      await forget.mutateAsync(fact.id);
      Toast.show({ content: 'Forgotten' });
    } catch (failure) {
      Toast.show({ content: (failure as Error).message || 'system error' });
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
              {`Edit ${fact.label}`}
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
                Cancel
              </Button>
              <Button size="small" color="primary" type="submit" loading={update.isPending}>
                Save
              </Button>
            </div>
          </form>
        )}
      </div>
      {draft === null && (
        <button type="button" className="icon-button" aria-label={`Edit ${name}`} onClick={() => setDraft(fact.value)}>
          <EditSOutline aria-hidden="true" fontSize={20} />
        </button>
      )}
      <button type="button" className="icon-button fact-item__forget" aria-label={`Forget ${name}`} disabled={forget.isPending} onClick={() => void confirmForget()}>
        <DeleteOutline aria-hidden="true" fontSize={20} />
      </button>
    </article>
  );
}
