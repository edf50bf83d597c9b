// Today's turns and the streak of days with at least one turn.
import { Trans } from '@lingui/react/macro';
import '../content.css';

export function TalkStats({ today, streak }: { today: number; streak: number }) {
  return (
    <dl className="talk-stats">
      <div className="talk-stats__item">
        <dt className="talk-stats__label">
          <Trans>turns today</Trans>
        </dt>
        <dd className="talk-stats__number">{today}</dd>
      </div>
      <div className="talk-stats__item">
        <dt className="talk-stats__label">
          <Trans>day streak</Trans>
        </dt>
        <dd className="talk-stats__number">{streak}</dd>
      </div>
    </dl>
  );
}
