// The conversation's loading and load-error states, the same in the chat room and on a call: a
// spinner while the history loads, and the error with "Try again" when it could not be opened.
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';

export function ConversationLoadState({ isLoading, error, onRetry }: { isLoading: boolean; error: string | null; onRetry(): void }) {
  const { t } = useLingui();
  return (
    <>
      {isLoading && (
        <div className="state-block" role="status">
          <DotLoading color="primary" />
          <span className="visually-hidden">
            <Trans>Loading the conversation</Trans>
          </span>
        </div>
      )}
      {error && (
        <div className="state-block" role="alert">
          <ErrorBlock status="default" title={t`Could not open the conversation`} description={error} />
          <Button color="primary" fill="outline" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
