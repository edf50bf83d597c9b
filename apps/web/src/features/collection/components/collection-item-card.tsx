// A saved word, phrase or message: its text, IPA and meaning, the learner's note (editable in
// place) and a remove button. Removing asks first: there is no undo. The play button comes from
// the screen (the audio player is its own feature).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, SwipeAction, Toast } from 'antd-mobile';
import { DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionItem } from '@parley/contract/collection';
import { useRemoveFromCollection, useSaveNote } from '../../../api/collection';
import { describeError } from '../../../lib/request/error-message';
import '../collection.css';

const NOTE_MAX_LENGTH = 1000;

function shorten(text: string, max = 40) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function NoteEditor({ item, onDone }: { item: CollectionItem; onDone(): void }) {
  const { t } = useLingui();
  const [note, setNote] = useState(item.note);
  const saveNote = useSaveNote();
  const content = shorten(item.content);
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await saveNote.mutateAsync({ id: item.id, note: note.trim() });
      Toast.show({ content: t`Note saved` });
      onDone();
    } catch (error) {
      Toast.show({ content: describeError(error) });
    }
  };
  return (
    <form className="note-editor" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={fieldId}>
        <Trans>Note for {content}</Trans>
      </label>
      <textarea id={fieldId} className="field__input note-editor__input" value={note} maxLength={NOTE_MAX_LENGTH} rows={3} autoFocus onChange={(event) => setNote(event.target.value)} />
      <div className="note-editor__actions">
        <Button size="small" fill="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button size="small" color="primary" type="submit" loading={saveNote.isPending}>
          <Trans>Save note</Trans>
        </Button>
      </div>
    </form>
  );
}

export function CollectionItemCard({ item, playButton }: { item: CollectionItem; playButton: ReactNode }) {
  const { t } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  const remove = useRemoveFromCollection();
  const name = `“${shorten(item.content)}”`;

  const confirmRemove = async () => {
    const isConfirmed = await Dialog.confirm({
      title: t`Remove from your collection?`,
      content: t`${name} will be removed. This cannot be undone.`,
      confirmText: t`Remove`,
      cancelText: t`Keep`,
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(item.id);
      Toast.show({ content: t`Removed from your collection` });
    } catch (error) {
      Toast.show({ content: describeError(error) });
    }
  };

  return (
    <SwipeAction rightActions={[{ key: 'remove', text: t`Remove`, color: 'danger', onClick: () => void confirmRemove() }]}>
      <article className="collection-item" aria-label={shorten(item.content, 60)}>
        {playButton}
        <div className="collection-item__body">
          <p className="collection-item__content">
            {item.content} {item.ipa && <span className="collection-item__ipa">/{item.ipa}/</span>}
          </p>
          {item.meaning && <p className="collection-item__meaning">{item.meaning}</p>}
          {isEditing ? (
            <NoteEditor item={item} onDone={() => setIsEditing(false)} />
          ) : (
            item.note && (
              <p className="collection-item__note">
                <span className="visually-hidden">
                  <Trans comment="Screen reader: before the learner's own note">Note:</Trans>{' '}
                </span>
                {item.note}
              </p>
            )
          )}
        </div>
        {!isEditing && (
          <button type="button" className="icon-button" aria-label={item.note ? t`Edit note for ${name}` : t`Add a note for ${name}`} onClick={() => setIsEditing(true)}>
            <EditSOutline aria-hidden="true" fontSize={20} />
          </button>
        )}
        <button type="button" className="icon-button collection-item__remove" aria-label={t`Remove ${name}`} disabled={remove.isPending} onClick={() => void confirmRemove()}>
          <DeleteOutline aria-hidden="true" fontSize={20} />
        </button>
      </article>
    </SwipeAction>
  );
}
