// Pull to refresh with the spec's threshold (45, §9) and the same words on every screen.
import type { ReactNode } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { PULL_TO_REFRESH_THRESHOLD_PX } from '../constants';

export function Refreshable({ onRefresh, children }: { onRefresh(): Promise<unknown>; children: ReactNode }) {
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      threshold={PULL_TO_REFRESH_THRESHOLD_PX}
      pullingText="Pull down to refresh"
      canReleaseText="Release to refresh"
      refreshingText="Refreshing…"
      completeText="Up to date"
    >
      {children}
    </PullToRefresh>
  );
}
