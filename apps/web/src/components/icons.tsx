// Icons whose antd-mobile counterparts mislead (issue 20): its StopOutline is a circle with a bar,
// read as "not allowed", and its SendOutline looks like "open in a new window". A filled square is
// the stop every media player uses; the paper plane is the send of every messenger.
interface IconProps {
  fontSize?: number;
}

export function StopIcon({ fontSize = 18 }: IconProps) {
  return (
    <svg width={fontSize} height={fontSize} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
    </svg>
  );
}

export function SendIcon({ fontSize = 18 }: IconProps) {
  return (
    <svg width={fontSize} height={fontSize} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3.4 20.4 21 12 3.4 3.6l-.01 6.53L15 12 3.39 13.87z" fill="currentColor" />
    </svg>
  );
}
