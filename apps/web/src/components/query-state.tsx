// Loading, error (with retry) and empty states for a query, so every screen handles all three alike.
import type { ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';

interface QueryStateProps {
  isLoading: boolean;
  error: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry(): void;
  children: ReactNode;
}

export function QueryState({ isLoading, error, isEmpty = false, emptyText = 'Nothing here yet.', onRetry, children }: QueryStateProps) {
  if (isLoading) {
    return (
      <div className="state-block" role="status" aria-live="polite">
        <DotLoading color="primary" />
        <span className="visually-hidden">Loading</span>
      </div>
    );
  }
  if (error) {
    return (
      <div className="state-block" role="alert">
        <ErrorBlock status="default" title="Could not load this" description={(error as Error).message || 'system error'} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="empty-note">{emptyText}</p>;
  return <>{children}</>;
}
