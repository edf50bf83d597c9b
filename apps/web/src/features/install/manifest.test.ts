// The web app manifest against what Chrome's installability check, Android launchers and iOS
// ask for: every file it names exists with the size it declares (read from the PNG header).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
  id: string; name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; background_color: string;
  prefer_related_applications?: boolean;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  screenshots: Array<{ src: string; sizes: string; type: string; form_factor?: string; label: string }>;
};
const indexHtml = fs.readFileSync(path.resolve(publicDir, '../index.html'), 'utf8');

/** Width × height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(file: string): string {
  const data = fs.readFileSync(path.join(publicDir, file));
  expect(data.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('has what installation needs: names, an id, a start URL inside its scope, standalone display, colours', () => {
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12); // shown under the home-screen icon
    expect(manifest.id).toBe(manifest.start_url);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.start_url).not.toMatch(/intro/); // an installed app opens past the intro
    expect(manifest.display).toBe('standalone');
    expect(manifest.prefer_related_applications ?? false).toBe(false);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('gives the browser bar a theme colour for light and for dark, the light one matching the manifest', () => {
    const light = indexHtml.match(/<meta name="theme-color" content="(#[0-9a-f]{6})" media="\(prefers-color-scheme: light\)"/i);
    const dark = indexHtml.match(/<meta name="theme-color" content="(#[0-9a-f]{6})" media="\(prefers-color-scheme: dark\)"/i);
    expect(light?.[1]).toBe(manifest.theme_color);
    expect(dark?.[1]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(dark?.[1]).not.toBe(light?.[1]);
  });

  it('lists an icon in every size the platforms ask for, each file the size it says', () => {
    const any = manifest.icons.filter((i) => i.purpose.split(' ').includes('any') && i.type === 'image/png');
    expect(any.map((i) => i.sizes)).toEqual(expect.arrayContaining(['48x48', '72x72', '96x96', '128x128', '144x144', '152x152', '180x180', '192x192', '256x256', '384x384', '512x512']));
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      expect(pngSize(icon.src.slice(1)), icon.src).toBe(icon.sizes);
    }
    expect(fs.existsSync(path.join(publicDir, 'icon.svg'))).toBe(true);
    // The apple-touch-icon the page names exists too (iOS ignores the manifest's icons).
    const apple = indexHtml.match(/rel="apple-touch-icon" href="\/([^"]+)"/)?.[1];
    expect(apple && pngSize(apple)).toBe('180x180');
  });

  it('has maskable icons of their own at 192 and 512 (a maskable purpose on the ordinary icon crops its edges)', () => {
    const maskable = manifest.icons.filter((i) => i.purpose === 'maskable');
    expect(maskable.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(manifest.icons.filter((i) => i.purpose.includes('maskable') && i.purpose !== 'maskable')).toEqual([]);
  });

  it('shows screenshots of the real app, labelled, each file the size it says', () => {
    expect(manifest.screenshots.length).toBeGreaterThanOrEqual(1);
    for (const shot of manifest.screenshots) {
      expect(shot.label.length).toBeGreaterThan(0);
      expect(shot.form_factor).toBe('narrow');
      expect(pngSize(shot.src.slice(1)), shot.src).toBe(shot.sizes);
    }
  });
});
