// The conversation the learner talked in last: who with, where, the newest line and when, with a
// button back into it.
import { Button } from 'antd-mobile';
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

/** "5 minutes ago", "yesterday": how long ago, in the largest whole unit. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}

/** The chat room address that resumes this conversation. */
export function chatRoomUrlOf(conversation: Pick<LatestConversation, 'roleId' | 'sceneId'>): string {
  return conversation.sceneId === null ? `/chat/chatroom?roleId=${conversation.roleId}` : `/chat/chatroom?sceneId=${conversation.sceneId}&roleId=${conversation.roleId}`;
}

export function ContinueCard({ conversation, onContinue }: { conversation: LatestConversation; onContinue(conversation: LatestConversation): void }) {
  const { roleName, sceneTitle, sceneProgress, lastMessage } = conversation;
  const where = sceneTitle ? `${sceneTitle} with ${roleName}` : `Chat with ${roleName}`;
  const progress = sceneProgress
    ? sceneProgress.completed
      ? 'Finished'
      : `Step ${Math.min(sceneProgress.turn + 1, sceneProgress.turnCount)} of ${sceneProgress.turnCount}`
    : null;
  return (
    <div className="continue-card">
      <p className="continue-card__where">
        {where}
        {progress && <span className="continue-card__progress"> · {progress}</span>}
      </p>
      <p className="continue-card__snippet">
        <span className="continue-card__speaker">{lastMessage.from === 'learner' ? 'You' : roleName}:</span> {lastMessage.content}
      </p>
      <div className="continue-card__foot">
        <time className="continue-card__time" dateTime={lastMessage.createdAt} title={new Date(lastMessage.createdAt).toLocaleString()}>
          {formatTimeAgo(lastMessage.createdAt)}
        </time>
        <Button size="small" color="primary" aria-label={`Continue: ${where}`} onClick={() => onContinue(conversation)}>
          Continue
        </Button>
      </div>
    </div>
  );
}
