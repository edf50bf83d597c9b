// A row of toggle chips where one is chosen (topic types, levels): real buttons with aria-pressed
// inside a named group, so the choice is announced and reachable by keyboard.
import type { ReactNode } from 'react';
import '../content.css';

export interface ChipOption<T> {
  value: T;
  label: ReactNode;
  /** The accessible name when the label is not plain text. */
  name?: string;
}

interface ChipGroupProps<T> {
  label: string;
  options: Array<ChipOption<T>>;
  value: T;
  onChange(value: NoInfer<T>): void;
  isScrollable?: boolean;
}

export function ChipGroup<T extends string | number | null>({ label, options, value, onChange, isScrollable = false }: ChipGroupProps<T>) {
  return (
    <div className={isScrollable ? 'chip-row chip-row--scroll' : 'chip-row'} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={String(option.value)} type="button" className="chip" aria-pressed={option.value === value} aria-label={option.name} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
