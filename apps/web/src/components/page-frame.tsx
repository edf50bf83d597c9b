// The frame of a non-tab screen: a navigation bar with its title and a real back button.
import type { ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
import { useLingui } from '@lingui/react/macro';
import { useNavigator } from '../lib/navigator-context';
import { FALLBACK_PATH } from '../constants';

interface PageFrameProps {
  title: string;
  children?: ReactNode;
  right?: ReactNode;
  /** Hide the back button on entry pages. */
  hasBack?: boolean;
}

export function PageFrame({ title, children, right, hasBack = true }: PageFrameProps) {
  const navigator = useNavigator();
  const { t } = useLingui();
  const goBack = () => {
    if (navigator.getStack().length > 1) void navigator.navigateBack({ delta: 1 }).catch(() => undefined);
    else void navigator.reLaunch({ url: FALLBACK_PATH }).catch(() => undefined);
  };
  return (
    <div className="page">
      <header className="nav-bar">
        <div className="nav-bar__side">
          {hasBack && (
            <button type="button" className="icon-button" aria-label={t`Back`} onClick={goBack}>
              <LeftOutline fontSize={22} />
            </button>
          )}
        </div>
        <h1 className="nav-bar__title">{title}</h1>
        <div className="nav-bar__side nav-bar__side--right">{right}</div>
      </header>
      <main className="page__body">{children}</main>
    </div>
  );
}
