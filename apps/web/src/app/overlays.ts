// antd-mobile's imperative overlays (Toast, Dialog) for the app shell, loaded after the first
// screen: Toast and Dialog bring antd's animation library (react-spring) with them, which the intro
// screen does not need (issue 20: first-screen JavaScript within budget). Once loaded, every call
// is synchronous, so a page's own toast right after a call is never cleared by the shell's loading
// overlay closing late.
import type { Dialog, Toast, ToastShowProps } from 'antd-mobile';
import { TOAST_DURATION_MS } from '../constants';

interface Overlays {
  Toast: typeof Toast;
  Dialog: typeof Dialog;
}

let loaded: Overlays | null = null;
let loading: Promise<Overlays> | null = null;
/** Counts show/clear requests made before loading finished: only the last one is carried out. */
let latestRequest = 0;

/** Loads the overlays (once) and sets the toast duration of spec §9 (1500 ms). */
export function loadOverlays(): Promise<Overlays> {
  // The components' own modules, not the package's index: a dynamic import of the index pulls
  // every antd-mobile component into one chunk beside React.
  loading ??= Promise.all([import('antd-mobile/es/components/toast'), import('antd-mobile/es/components/dialog')]).then(([{ default: Toast }, { default: Dialog }]) => {
    Toast.config({ duration: TOAST_DURATION_MS });
    loaded = { Toast, Dialog };
    return loaded;
  });
  return loading;
}

export function showToast(props: ToastShowProps): void {
  if (loaded) {
    loaded.Toast.show(props);
    return;
  }
  const request = ++latestRequest;
  void loadOverlays().then(({ Toast }) => {
    if (request === latestRequest) Toast.show(props);
  });
}

export function clearToasts(): void {
  if (loaded) {
    loaded.Toast.clear();
    return;
  }
  latestRequest += 1;
  void loadOverlays().then(({ Toast }) => Toast.clear());
}

/** Closes any open confirmation (a page change must not leave one over the next page). */
export function clearDialogs(): void {
  loaded?.Dialog.clear();
}
