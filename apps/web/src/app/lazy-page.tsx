// Lazy pages (spec §2): the loader shows only after 200 ms, so fast loads don't flash; a page that
// has not loaded after 60 s, or fails to load, shows an error block that reloads on click.
import { Component, Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { DotLoading, ErrorBlock } from 'antd-mobile';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PAGE_LOADER_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '../constants';

export class PageLoadTimeoutError extends Error {
  constructor() {
    super('page load timed out');
    this.name = 'PageLoadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function DelayedLoader({ delayMs = PAGE_LOADER_DELAY_MS }: { delayMs?: number }) {
  const [isVisible, setIsVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIsVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!isVisible) return null;
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span className="visually-hidden">
        <Trans>Loading</Trans>
      </span>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry?: () => void;
}

export class PageErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const retry = this.props.onRetry ?? (() => window.location.reload());
    const isTimeout = this.state.error instanceof PageLoadTimeoutError;
    return (
      <button type="button" className="page-error" onClick={retry}>
        <ErrorBlock
          status="default"
          title={isTimeout ? t`This page is taking too long` : t`This page could not be loaded`}
          description={t`Tap to reload`}
        />
      </button>
    );
  }
}

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = PAGE_LOAD_TIMEOUT_MS,
): ComponentType {
  const Page = lazy(() => withTimeout(load(), timeoutMs));
  return function LazyPage() {
    return (
      <PageErrorBoundary>
        <Suspense fallback={<DelayedLoader />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  };
}
