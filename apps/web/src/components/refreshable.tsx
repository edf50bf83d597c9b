// Pull to refresh with the spec's threshold (45, §9) and the same words on every screen.
import type { ReactNode } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { PULL_TO_REFRESH_THRESHOLD_PX } from '../constants';

export function Refreshable({ onRefresh, children }: { onRefresh(): Promise<unknown>; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      threshold={PULL_TO_REFRESH_THRESHOLD_PX}
      pullingText={t`Pull down to refresh`}
      canReleaseText={t`Release to refresh`}
      refreshingText={t`Refreshing…`}
      completeText={t`Up to date`}
    >
      {children}
    </PullToRefresh>
  );
}
