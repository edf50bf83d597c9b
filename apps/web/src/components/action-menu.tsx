// An action sheet a keyboard and a screen reader can use. antd-mobile's ActionSheet renders its
// actions as <a role="option"> without href: outside any listbox (axe: aria-required-parent,
// critical) and never reachable by Tab. This keeps its look and class names but uses a named menu
// of real buttons, puts the focus on the first action when it opens and gives the focus back to
// what opened it; as a Sheet it closes on Escape and on the phone's back button.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Sheet } from './sheet';
import 'antd-mobile/es/components/action-sheet/action-sheet.css';
import './action-menu.css';

export interface MenuAction {
  key: string;
  text: ReactNode;
  onClick?: () => void;
}

interface ActionMenuProps {
  visible: boolean;
  actions: MenuAction[];
  onClose(): void;
  /** The menu's accessible name. */
  label: string;
  cancelText?: string;
}

export function ActionMenu({ visible, actions, onClose, label, cancelText }: ActionMenuProps) {
  const { t } = useLingui();
  const menu = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (visible && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [visible]);

  return (
    <Sheet
      isOpen={visible}
      onClose={onClose}
      className="adm-action-sheet-popup"
      afterShow={() => menu.current?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true })}
      afterClose={() => {
        if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
        opener.current = null;
      }}
    >
      <div ref={menu} className="adm-action-sheet">
        <div className="adm-action-sheet-button-list" role="menu" aria-label={label}>
          {actions.map((action) => (
            <div key={action.key} className="adm-action-sheet-button-item-wrapper" role="none">
              <button
                type="button"
                role="menuitem"
                className="adm-action-sheet-button-item action-menu__item"
                onClick={() => {
                  action.onClick?.();
                  onClose();
                }}
              >
                <div className="adm-action-sheet-button-item-name">{action.text}</div>
              </button>
            </div>
          ))}
        </div>
        <div className="adm-action-sheet-cancel">
          <div className="adm-action-sheet-button-item-wrapper">
            <button type="button" className="adm-action-sheet-button-item action-menu__item" onClick={onClose}>
              <div className="adm-action-sheet-button-item-name">{cancelText ?? t`Cancel`}</div>
            </button>
          </div>
        </div>
      </div>
    </Sheet>
  );
}
