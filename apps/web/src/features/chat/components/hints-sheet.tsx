// Hints: two or three replies the learner could say next; tapping one fills the input.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Sheet } from '../../../components/sheet';
import { QueryState } from '../../../components/query-state';
import { getHintsCall } from '../../../api/conversation';

interface HintsSheetProps {
  isOpen: boolean;
  roleId: number;
  sceneId?: number | undefined;
  /** Changes after each turn so the hints follow the conversation. */
  turnKey: string | number;
  onPick(text: string): void;
  onClose(): void;
}

export function HintsSheet({ isOpen, roleId, sceneId, turnKey, onPick, onClose }: HintsSheetProps) {
  const { t } = useLingui();
  const hints = useQuery({ queryKey: ['hints', roleId, sceneId, turnKey], queryFn: () => getHintsCall({ roleId, sceneId }), enabled: isOpen });
  return (
    <Sheet isOpen={isOpen} onClose={onClose}>
      <section className="sheet" aria-label={t`Hints`}>
        <h2 className="sheet__title">
          <Trans>You could say…</Trans>
        </h2>
        <QueryState isLoading={hints.isLoading} error={hints.error} isEmpty={(hints.data?.list.length ?? 0) === 0} emptyText={t`No hints for this turn.`} onRetry={() => void hints.refetch()}>
          {hints.data?.tip && <p className="sheet__tip">{hints.data.tip}</p>}
          <ul className="sheet__list">
            {hints.data?.list.map((hint) => (
              <li key={hint.text}>
                <button type="button" className="hint-button" onClick={() => onPick(hint.text)}>
                  {hint.text}
                </button>
              </li>
            ))}
          </ul>
        </QueryState>
      </section>
    </Sheet>
  );
}
