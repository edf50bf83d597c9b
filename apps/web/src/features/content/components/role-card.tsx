// One of the two AI partners with their avatar and a button to start talking.
import { Button } from 'antd-mobile';
import type { AiRole } from '@parley/contract/content';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRoleWords } from '../../../i18n/role-words';
import '../content.css';

export function RoleCard({ role, onTalk, onCall }: { role: AiRole; onTalk(role: AiRole): void; onCall?: (role: AiRole) => void }) {
  const { t } = useLingui();
  const words = useRoleWords();
  const name = role.username;
  return (
    <li className="partner-card">
      {/* The name is written beside the avatar, so the picture itself adds nothing to read out. */}
      <img src={role.headUrl} alt="" width={56} height={56} className="partner-card__avatar" />
      <span className="partner-card__text">
        <span className="partner-card__name">{role.username}</span>
        <span className="partner-card__role">{words.roleType(role)}</span>
      </span>
      <span className="partner-card__actions">
        {onCall && (
          <Button size="small" fill="outline" color="primary" aria-label={t`Call ${name}`} onClick={() => onCall(role)}>
            <Trans>Call</Trans>
          </Button>
        )}
        <Button size="small" color="primary" aria-label={t`Talk with ${name}`} onClick={() => onTalk(role)}>
          <Trans>Talk</Trans>
        </Button>
      </span>
    </li>
  );
}
