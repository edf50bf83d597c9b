// Layout shift of one screen loaded by its address, read straight from the browser (the
// PerformanceObserver's 'layout-shift' entries without recent input), with Chromium's CPU slowed 4×
// as Lighthouse's mobile model does. Each run is a fresh browser context, signed in with a complete
// setup. Prints the total per run; SHOW=1 also prints each shift and the elements it moved.
// Run on the built app: npm run build && npx tsx bench/lighthouse/layout-shift.ts
// SCREEN (default a scene room, /chat/chatroom?roleId=1&sceneId=1), W and H (412×823), RUNS (5).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PORT = 3297;
const base = `http://127.0.0.1:${PORT}`;
const screen = process.env.SCREEN ?? '/chat/chatroom?roleId=1&sceneId=1';
const width = Number(process.env.W ?? 412);
const height = Number(process.env.H ?? 823);
const RUNS = Number(process.env.RUNS ?? 5);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'parley-cls-')), NODE_ENV: 'production', ENABLE_DEV_OUTBOX: 'true', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true', LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});
for (let i = 0; i < 100; i += 1) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  await new Promise((resolve) => setTimeout(resolve, 150));
}

const post = (url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
const email = `cls.${Date.now()}@example.com`;
await post('/api/user/sendEmailVerifyCode', { email, type: 'signup' });
await new Promise((resolve) => setTimeout(resolve, 300));
const mail = (await fetch(`${base}/api/dev/outbox?email=${email}`).then((r) => r.json())) as { data: { list: Array<{ code: string }> } };
const checked = await post('/api/user/checkEmailVerifyCode', { email, type: 'signup', code: mail.data.list[0]!.code });
const token = (await post('/api/user/signup', { email, password: 'layout shift password', authCode: checked.data.authCode! })).data.token!;
const setup = { state: { initSetting: { nativeLanguage: 'es', experience: { type: 'A2' } }, roleInfo: { id: 1, styleList: [{ key: 'patient', selected: true }] }, hasInitSet: true, topics: ['travel'] }, version: 1 };

// Evaluated in the page (strings, so this Node-side file needs no DOM types).
const OBSERVE_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push({
  value: e.value, at: Math.round(performance.now()),
  moved: e.sources.map((s) => (s.node && s.node.className ? s.node.className : s.node ? s.node.nodeName : '?') + ' ' + Math.round(s.previousRect.y) + '->' + Math.round(s.currentRect.y)),
}); }).observe({ type: 'layout-shift', buffered: true });`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const totals: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${base}/chat/intro`);
  await page.evaluate(`localStorage.setItem('parley.token', ${JSON.stringify(token)}); localStorage.setItem('parley.role-setup', ${JSON.stringify(JSON.stringify(setup))});`);
  await page.addInitScript({ content: OBSERVE_SHIFTS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}${screen}`);
  await page.waitForTimeout(6000);
  const shifts = (await page.evaluate('window.__shifts')) as Array<{ value: number }>;
  totals.push(Number(shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)));
  if (process.env.SHOW) console.log(JSON.stringify(shifts, null, 1));
  await context.close();
}
await browser.close();
server.kill('SIGTERM');
console.log(`${screen} at ${width}×${height}, 4× CPU: layout shift per run ${totals.join(', ')}`);
