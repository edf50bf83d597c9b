// The conversation the learner talked in last: who with, where, the newest line and when, with a
// button back into it.
import { Button } from 'antd-mobile';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LatestConversation } from '@parley/contract/conversation';
import '../content.css';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday": how long ago, in the largest whole unit, in the interface language. */
export function formatTimeAgo(iso: string, i18n: I18n, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  const format = new Intl.RelativeTimeFormat(i18n.locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return i18n._(msg`just now`);
}

/** The chat room address that resumes this conversation. */
export function chatRoomUrlOf(conversation: Pick<LatestConversation, 'roleId' | 'sceneId'>): string {
  return conversation.sceneId === null ? `/chat/chatroom?roleId=${conversation.roleId}` : `/chat/chatroom?sceneId=${conversation.sceneId}&roleId=${conversation.roleId}`;
}

export function ContinueCard({ conversation, onContinue }: { conversation: LatestConversation; onContinue(conversation: LatestConversation): void }) {
  const { t, i18n } = useLingui();
  const { roleName, sceneTitle, sceneProgress, lastMessage } = conversation;
  const where = sceneTitle ? t`${sceneTitle} with ${roleName}` : t`Chat with ${roleName}`;
  const step = sceneProgress ? Math.min(sceneProgress.turn + 1, sceneProgress.turnCount) : 0;
  const turnCount = sceneProgress?.turnCount ?? 0;
  const progress = sceneProgress ? (sceneProgress.completed ? t({ comment: 'A scene the learner has finished', message: 'Finished' }) : t`Step ${step} of ${turnCount}`) : null;
  return (
    <div className="continue-card">
      <p className="continue-card__where">
        {where}
        {progress && <span className="continue-card__progress"> · {progress}</span>}
      </p>
      <p className="continue-card__snippet">
        <span className="continue-card__speaker">{lastMessage.from === 'learner' ? t({ comment: 'Before the last line the learner said', message: 'You:' }) : t({ comment: 'Before the last line the partner said', message: `${roleName}:` })}</span> {lastMessage.content}
      </p>
      <div className="continue-card__foot">
        <time className="continue-card__time" dateTime={lastMessage.createdAt} title={new Date(lastMessage.createdAt).toLocaleString(i18n.locale)}>
          {formatTimeAgo(lastMessage.createdAt, i18n)}
        </time>
        <Button size="small" color="primary" aria-label={t`Continue: ${where}`} onClick={() => onContinue(conversation)}>
          <Trans>Continue</Trans>
        </Button>
      </div>
    </div>
  );
}
