// Loading, error (with retry) and empty states for a query, so every screen handles all three alike.
import type { ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '../lib/request/error-message';

interface QueryStateProps {
  isLoading: boolean;
  error: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry(): void;
  /**
   * The height, in px, of what usually loads here. The loading block keeps that space, so the
   * content below does not jump down when the data arrives (layout shift, CLS).
   */
  loadingHeight?: number;
  children: ReactNode;
}

export function QueryState({ isLoading, error, isEmpty = false, emptyText, onRetry, loadingHeight, children }: QueryStateProps) {
  const { t } = useLingui();
  if (isLoading) {
    return (
      <div className="state-block" role="status" aria-live="polite" style={loadingHeight ? { minHeight: loadingHeight, boxSizing: 'border-box' } : undefined}>
        <DotLoading color="primary" />
        <span className="visually-hidden">
          <Trans>Loading</Trans>
        </span>
      </div>
    );
  }
  if (error) {
    return (
      <div className="state-block" role="alert">
        <ErrorBlock status="default" title={t`Could not load this`} description={describeError(error)} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="empty-note">{emptyText ?? t`Nothing here yet.`}</p>;
  return <>{children}</>;
}
