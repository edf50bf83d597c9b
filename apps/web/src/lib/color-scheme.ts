// Light or dark (issue 20): the device's setting, unless the learner chose one in Settings (kept in
// the appearance store). antd-mobile 5 switches its own colours on html[data-prefers-color-scheme],
// and styles.css defines the app's colours for the same attribute, so one attribute switches both.
import { useSyncExternalStore } from 'react';
import { useAppearanceStore, type ColorSchemeChoice } from '../stores/appearance-store';

export type ColorScheme = 'light' | 'dark';

export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Mid grey: visible on light and dark alike, for a canvas colour the page does not define. */
const FALLBACK_CANVAS_COLOR = '#808080';

/** The browser bar's colour in each scheme: the same as index.html's two theme-color tags. */
export const THEME_COLORS: Readonly<Record<ColorScheme, string>> = { light: '#0958d9', dark: '#003eb3' };

/** The scheme a choice means on a device whose own setting is (or is not) dark. */
export function effectiveColorScheme(choice: ColorSchemeChoice, systemIsDark: boolean): ColorScheme {
  if (choice === 'light' || choice === 'dark') return choice;
  return systemIsDark ? 'dark' : 'light';
}

/** Puts a scheme on the page: antd-mobile's and the app's colours, the browser's own controls and bar. */
export function applyColorScheme(scheme: ColorScheme, doc: Document = document): void {
  const root = doc.documentElement;
  if (root.getAttribute('data-prefers-color-scheme') !== scheme) root.setAttribute('data-prefers-color-scheme', scheme);
  // Scroll bars, form controls and the page's canvas follow too.
  root.style.colorScheme = scheme;
  // index.html has one tag per system scheme (picked by its media query). A stored choice may differ
  // from the system's, so every tag gets the colour of the scheme in use.
  const tags = doc.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]');
  if (tags.length === 0) {
    const tag = doc.createElement('meta');
    tag.name = 'theme-color';
    tag.content = THEME_COLORS[scheme];
    doc.head.append(tag);
  }
  for (const tag of tags) tag.content = THEME_COLORS[scheme];
}

/**
 * Applies the learner's scheme now and again whenever the choice in the store or (for 'system') the
 * device's setting changes. Returns a function that stops following them.
 */
export function installColorScheme(win: Window = window): () => void {
  const doc = win.document;
  const media = typeof win.matchMedia === 'function' ? win.matchMedia(DARK_QUERY) : null;
  const apply = () => applyColorScheme(effectiveColorScheme(useAppearanceStore.getState().colorScheme, media?.matches === true), doc);

  // Only a learner following the system is affected by the system's change.
  const onSystemChange = () => {
    if (useAppearanceStore.getState().colorScheme === 'system') apply();
  };
  if (media) {
    if (typeof media.addEventListener === 'function') media.addEventListener('change', onSystemChange);
    // Safari before 14 knows only the older listener API.
    else media.addListener?.(onSystemChange);
  }
  const unsubscribe = useAppearanceStore.subscribe((state, previous) => {
    if (state.colorScheme !== previous.colorScheme) apply();
  });
  apply();

  return () => {
    unsubscribe();
    if (media) {
      if (typeof media.removeEventListener === 'function') media.removeEventListener('change', onSystemChange);
      else media.removeListener?.(onSystemChange);
    }
  };
}

/** The scheme on the page now: light until installColorScheme has run. */
export function pageColorScheme(doc: Document = document): ColorScheme {
  return doc.documentElement.getAttribute('data-prefers-color-scheme') === 'dark' ? 'dark' : 'light';
}

/** Calls back each time the page's scheme changes. Returns a function that stops. */
export function onPageColorSchemeChange(callback: (scheme: ColorScheme) => void, doc: Document = document): () => void {
  const observer = new MutationObserver(() => callback(pageColorScheme(doc)));
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-prefers-color-scheme'] });
  return () => observer.disconnect();
}

/**
 * The page's scheme, re-rendering when it changes: for what style sheets cannot colour, such as
 * a chart drawn on a canvas (draw again with resolveCssColor when this changes).
 */
export function usePageColorScheme(): ColorScheme {
  return useSyncExternalStore(onPageColorSchemeChange, () => pageColorScheme(), () => 'light');
}

/**
 * A colour a canvas can draw with: `var(--name)` becomes the value the element sees now (so the
 * scheme's colour from styles.css), any other colour stays as it is.
 */
export function resolveCssColor(element: Element, color: string): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(color.trim())?.[1];
  if (!variable) return color;
  return getComputedStyle(element).getPropertyValue(variable).trim() || FALLBACK_CANVAS_COLOR;
}
