// Normal (outline) and selected (filled) icons of the three tabs.
const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

export function HomeIcon({ isSelected }: { isSelected: boolean }) {
  return (
    <svg {...common}>
      <path
        d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z"
        fill={isSelected ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ExplorationIcon({ isSelected }: { isSelected: boolean }) {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" fill={isSelected ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" fill="currentColor" className={isSelected ? 'tab-icon__cutout' : undefined} />
    </svg>
  );
}

export function MeIcon({ isSelected }: { isSelected: boolean }) {
  return (
    <svg {...common}>
      <circle cx="12" cy="8" r="4" fill={isSelected ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 21a8 8 0 0 1 16 0" fill={isSelected ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
