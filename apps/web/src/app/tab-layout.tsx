// The bottom tab bar of spec §2 (Home, Exploration, Me), shown on the three tab pages only.
// Real links (keyboard, middle-click, screen readers) whose click goes through the navigator's switchTab.
import type { MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigator } from '../lib/navigator-context';
import { ExplorationIcon, HomeIcon, MeIcon } from './tab-icons';

export const TABS = [
  { path: '/chat/home', title: msg`Home`, Icon: HomeIcon },
  { path: '/chat/exploration', title: msg`Exploration`, Icon: ExplorationIcon },
  { path: '/chat/mine', title: msg`Me`, Icon: MeIcon },
] as const;

export function TabLayout() {
  const { pathname } = useLocation();
  const navigator = useNavigator();
  const { i18n, t } = useLingui();

  const onTabClick = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (path !== pathname) void navigator.switchTab({ url: path }).catch(() => undefined);
  };

  return (
    <div className="tab-layout">
      <div className="tab-layout__content">
        <Outlet />
      </div>
      <nav className="tab-bar" aria-label={t`Main`}>
        {TABS.map(({ path, title, Icon }) => {
          const isSelected = pathname === path;
          return (
            <a
              key={path}
              href={path}
              className={isSelected ? 'tab-bar__item tab-bar__item--selected' : 'tab-bar__item'}
              aria-current={isSelected ? 'page' : undefined}
              onClick={(event) => onTabClick(event, path)}
            >
              <Icon isSelected={isSelected} />
              <span className="tab-bar__label">{i18n._(title)}</span>
            </a>
          );
        })}
      </nav>
    </div>
  );
}
