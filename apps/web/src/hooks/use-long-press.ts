// A long press (spec §9: 350 ms, moving less than 10 px) or a right click opens something, such as
// a message's actions. Spread the handlers on the element that is pressed.
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { LONG_PRESS_MS, LONG_PRESS_TOLERANCE_PX } from '../constants';

export function useLongPress(onLongPress: () => void) {
  const press = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);

  const cancel = () => {
    if (press.current) clearTimeout(press.current.timer);
    press.current = null;
  };
  const onPointerDown = (event: PointerEvent) => {
    cancel();
    const timer = setTimeout(() => {
      press.current = null;
      onLongPress();
    }, LONG_PRESS_MS);
    press.current = { x: event.clientX, y: event.clientY, timer };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (press.current && Math.hypot(event.clientX - press.current.x, event.clientY - press.current.y) > LONG_PRESS_TOLERANCE_PX) cancel();
  };
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    cancel();
    onLongPress();
  };

  return { onPointerDown, onPointerMove, onPointerUp: cancel, onPointerLeave: cancel, onPointerCancel: cancel, onContextMenu };
}
