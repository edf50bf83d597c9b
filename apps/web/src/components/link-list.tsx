// A list of rows that lead somewhere, as real buttons (antd-mobile's clickable List.Item renders an
// anchor without href, which a keyboard cannot reach).
import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';

export interface LinkListRow {
  label: string;
  value?: ReactNode;
  onSelect(): void;
}

export function LinkList({ header, rows }: { header: string; rows: LinkListRow[] }) {
  return (
    <section className="link-list" aria-label={header}>
      <h2 className="link-list__header">{header}</h2>
      <ul>
        {rows.map((row) => (
          <li key={row.label}>
            <button type="button" className="link-list__row" onClick={row.onSelect}>
              <span className="link-list__label">{row.label}</span>
              {row.value !== undefined && <span className="link-list__value">{row.value}</span>}
              <RightOutline aria-hidden="true" className="link-list__arrow" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
