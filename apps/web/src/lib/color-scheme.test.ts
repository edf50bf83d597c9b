// The page follows the device's light or dark setting, and the learner's own choice over it.
import fs from 'node:fs';
import path from 'node:path';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppearanceStore } from '../stores/appearance-store';
import {
  applyColorScheme,
  DARK_QUERY,
  effectiveColorScheme,
  installColorScheme,
  pageColorScheme,
  resolveCssColor,
  THEME_COLORS,
  usePageColorScheme,
} from './color-scheme';

/** A matchMedia whose dark setting the test switches, like a phone's display settings. */
function fakeSystem(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches: initiallyDark,
    media: DARK_QUERY,
    addEventListener: vi.fn((_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener)),
    removeEventListener: vi.fn((_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener)),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => (query === DARK_QUERY ? list : { matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  return {
    list,
    listeners,
    setDark(dark: boolean) {
      list.matches = dark;
      for (const listener of [...listeners]) listener({ matches: dark, media: DARK_QUERY } as MediaQueryListEvent);
    },
  };
}

const html = () => document.documentElement;
const themeColors = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((tag) => tag.content);

describe('effectiveColorScheme', () => {
  it('follows the system for "system" and the choice otherwise', () => {
    expect(effectiveColorScheme('system', true)).toBe('dark');
    expect(effectiveColorScheme('system', false)).toBe('light');
    expect(effectiveColorScheme('light', true)).toBe('light');
    expect(effectiveColorScheme('dark', false)).toBe('dark');
  });
});

describe('installColorScheme', () => {
  let uninstall: () => void = () => undefined;

  beforeEach(() => {
    // index.html's two tags, one per system scheme.
    document.head.innerHTML =
      '<meta name="theme-color" content="#0958d9" media="(prefers-color-scheme: light)" />' +
      '<meta name="theme-color" content="#003eb3" media="(prefers-color-scheme: dark)" />';
    useAppearanceStore.setState({ colorScheme: 'system' });
  });
  afterEach(() => {
    uninstall();
    uninstall = () => undefined;
    vi.unstubAllGlobals();
    html().removeAttribute('data-prefers-color-scheme');
    html().style.colorScheme = '';
    document.head.innerHTML = '';
  });

  it('puts the system scheme on the page: antd-mobile attribute, color-scheme and the browser bar', () => {
    fakeSystem(true);
    uninstall = installColorScheme();

    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'dark');
    expect(html().style.colorScheme).toBe('dark');
    expect(themeColors()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
  });

  it('follows the system when it changes while the choice is "system"', () => {
    const system = fakeSystem(false);
    uninstall = installColorScheme();
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'light');

    system.setDark(true);
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'dark');
    expect(html().style.colorScheme).toBe('dark');

    system.setDark(false);
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'light');
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
  });

  it('keeps a stored choice whatever the system does, and follows the choice when it changes', () => {
    const system = fakeSystem(false);
    useAppearanceStore.setState({ colorScheme: 'dark' });
    uninstall = installColorScheme();
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'dark');

    system.setDark(false);
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'dark');

    useAppearanceStore.getState().setColorScheme('light');
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'light');
    expect(html().style.colorScheme).toBe('light');
    system.setDark(true);
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'light');

    // Back to following the system, which is dark by now.
    useAppearanceStore.getState().setColorScheme('system');
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'dark');
  });

  it('adds a theme-color tag when the page has none', () => {
    document.head.innerHTML = '';
    fakeSystem(true);
    uninstall = installColorScheme();
    expect(themeColors()).toEqual([THEME_COLORS.dark]);
  });

  it('works without matchMedia (light unless chosen) and stops following once uninstalled', () => {
    vi.stubGlobal('matchMedia', undefined);
    uninstall = installColorScheme();
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'light');

    uninstall();
    uninstall = () => undefined;
    useAppearanceStore.getState().setColorScheme('dark');
    expect(html()).toHaveAttribute('data-prefers-color-scheme', 'light');
  });

  it('removes its system listener when uninstalled', () => {
    const system = fakeSystem(false);
    uninstall = installColorScheme();
    expect(system.listeners.size).toBe(1);
    uninstall();
    uninstall = () => undefined;
    expect(system.listeners.size).toBe(0);
  });
});

describe('usePageColorScheme and resolveCssColor (for colours drawn on a canvas)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-prefers-color-scheme');
    document.body.style.removeProperty('--chart-test');
  });

  it('re-renders when the page changes scheme', async () => {
    const { result } = renderHook(() => usePageColorScheme());
    expect(result.current).toBe('light');
    await act(async () => applyColorScheme('dark'));
    expect(result.current).toBe('dark');
    expect(pageColorScheme()).toBe('dark');
  });

  it('reads var(--name) from the page and keeps any other colour', () => {
    // (jsdom does not inherit custom properties: set on the element itself.)
    document.body.style.setProperty('--chart-test', ' #4096ff ');
    expect(resolveCssColor(document.body, 'var(--chart-test)')).toBe('#4096ff');
    expect(resolveCssColor(document.body, '#cf1322')).toBe('#cf1322');
    // Undefined: a grey that shows on either scheme rather than nothing.
    expect(resolveCssColor(document.body, 'var(--not-defined)')).toBe('#808080');
  });
});

// ---- The colours of styles.css: every pair of text and fill passes WCAG AA in both schemes. ----

const srcDir = path.resolve(import.meta.dirname, '..');
const styles = fs.readFileSync(path.join(srcDir, 'styles.css'), 'utf8');

/** The custom properties declared in the first rule of styles.css with exactly this selector. */
function declaredColors(selector: string): Record<string, string> {
  const start = styles.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`styles.css has no ${selector} rule`);
  const body = styles.slice(start, styles.indexOf('\n}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name, (value ?? '').toLowerCase()]));
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;
/** [foreground, backgrounds it is drawn on, minimum ratio]. */
const PAIRS: Array<[string, string[], number]> = [
  ['--text', ['--background', '--surface', '--card', '--field', '--surface-muted', '--surface-hover', '--tint', '--tint-strong', '--bubble-ai', '--danger-bg', '--warning-bg', '--success-bg', '--highlight'], TEXT],
  ['--text-secondary', ['--surface', '--card', '--field', '--surface-muted', '--surface-hover', '--tint', '--tint-strong', '--bubble-ai', '--warning-bg', '--success-bg'], TEXT],
  ['--brand', ['--background', '--surface', '--card', '--field', '--tint', '--tint-strong'], TEXT],
  ['--brand-dark', ['--surface', '--card'], TEXT],
  ['--accent', ['--surface', '--card', '--tint-strong'], TEXT],
  ['--on-brand', ['--brand-solid', '--hero-start', '--hero-end', '--danger-solid'], TEXT],
  ['--bubble-learner-text', ['--bubble-learner'], TEXT],
  ['--tint-text', ['--tint', '--tint-strong'], TEXT],
  ['--danger', ['--surface', '--card', '--field', '--danger-bg'], TEXT],
  ['--success', ['--surface', '--card', '--success-bg'], TEXT],
  ['--warning-text', ['--warning-bg'], TEXT],
  ['--score-correct-text', ['--score-correct-bg'], TEXT],
  ['--score-mispronounced-text', ['--score-mispronounced-bg'], TEXT],
  ['--score-missing-text', ['--score-missing-bg'], TEXT],
  ['--toast-text', ['--toast-bg'], TEXT],
  ['--chart-axis', ['--card'], TEXT],
  ['--adm-color-primary', ['--surface', '--card', '--tint'], TEXT],
  ['--adm-color-danger', ['--surface', '--card'], TEXT],
  ['--adm-color-weak', ['--surface', '--card'], TEXT],
  ['--focus-on-brand', ['--bubble-learner'], NON_TEXT],
  ['--border-strong', ['--surface', '--card', '--field'], NON_TEXT],
  ['--icon-muted', ['--surface', '--card'], NON_TEXT],
  ['--star', ['--surface', '--card'], NON_TEXT],
  ['--chart-blue', ['--card'], NON_TEXT],
  ['--chart-grey', ['--card'], NON_TEXT],
  ['--chart-red', ['--card'], NON_TEXT],
  ['--chart-purple', ['--card'], NON_TEXT],
  ['--chart-green', ['--card'], NON_TEXT],
];

describe('the colours of styles.css', () => {
  const light = declaredColors(':root');
  // Dark declares what differs; anything else is the light value.
  const dark = { ...light, ...declaredColors(":root[data-prefers-color-scheme='dark']") };

  it.each([
    ['light', light],
    ['dark', dark],
  ])('meet WCAG AA in the %s scheme', (_scheme, colors) => {
    const failing: string[] = [];
    for (const [foreground, backgrounds, minimum] of PAIRS) {
      for (const background of backgrounds) {
        const [fg, bg] = [colors[foreground], colors[background]];
        if (!fg || !bg) throw new Error(`styles.css does not declare ${fg ? background : foreground}`);
        const ratio = contrast(fg, bg);
        if (ratio < minimum) failing.push(`${foreground} on ${background}: ${ratio.toFixed(2)} < ${minimum}`);
      }
    }
    expect(failing).toEqual([]);
  });

  it('solid antd-mobile buttons in dark carry their near-black text at AA', () => {
    const onSolid = /--adm-color-text-light-solid:\s*(#[0-9a-f]{6})/i.exec(styles)?.[1] ?? '';
    expect(contrast(onSolid, dark['--adm-color-primary'] ?? '')).toBeGreaterThanOrEqual(TEXT);
    expect(contrast(onSolid, dark['--adm-color-danger'] ?? '')).toBeGreaterThanOrEqual(TEXT);
  });

  it('are the only colours in the app\'s style sheets (so dark mode leaves nothing light behind)', () => {
    const sheets = (fs.readdirSync(srcDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.css'))
      .map((file) => [file, fs.readFileSync(path.join(srcDir, file), 'utf8')] as const);
    const literal = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|\b(?:white|black)\b(?![-\w])/i;
    const found: string[] = [];
    for (const [file, css] of sheets) {
      const lines = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
      lines.forEach((line, i) => {
        // Declarations of custom properties are where colours live; every other line uses them.
        const withoutVariables = line.replace(/--[\w-]+\s*:[^;]*;?/g, '');
        if (literal.test(withoutVariables)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });
});
