// Draws the web app's PNG icons from apps/web/public/icon.svg with the Chromium the tests use
// (no image library needed): every size Android, iOS and desktop installs ask for, plus maskable
// versions whose artwork sits inside the centre 80 % "safe zone" that launchers may crop to a
// circle or squircle. Run after changing icon.svg: `node scripts/make-icons.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const svg = readFileSync(path.join(publicDir, 'icon.svg'), 'utf8');
const ICON_SIZES = [48, 72, 96, 128, 144, 152, 180, 192, 256, 384, 512];
const MASKABLE_SIZES = [192, 512];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ deviceScaleFactor: 1 });
const draw = async (size, scale, file) => {
  await page.setViewportSize({ width: size, height: size });
  // Maskable: the same full-bleed background, the artwork scaled about the centre.
  await page.setContent(`<html><body style="margin:0;background:#1677ff"><div style="width:${size}px;height:${size}px;transform:scale(${scale});transform-origin:50% 50%">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div></body></html>`);
  await page.screenshot({ path: path.join(publicDir, file), omitBackground: false });
};
for (const size of ICON_SIZES) await draw(size, 1, `icon-${size}.png`);
// 0.7: the bubble's farthest corner then lies inside the safe circle (radius 40 % of the size).
for (const size of MASKABLE_SIZES) await draw(size, 0.7, `icon-maskable-${size}.png`);
await browser.close();
