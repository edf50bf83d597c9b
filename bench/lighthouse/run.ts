// Lighthouse mobile performance for the intro, home and chat-room screens (five runs each, median), on the built app served by the
// real server. Playwright launches Debian's Chromium with a debugging port; for home and the chat
// room it signs a learner in first and Lighthouse keeps that storage. Run: npx tsx bench/lighthouse/run.ts
// (SCREENS=/chat/home,… and RUNS=n narrow a run down while looking into one screen.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const PORT = 3291;
const DEBUG_PORT = 9333;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lh-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', ENABLE_DEV_OUTBOX: 'true', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true', LOG_LEVEL: 'silent' },
  stdio: 'ignore',
});
for (let i = 0; i < 100; i += 1) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  await new Promise((resolve) => setTimeout(resolve, 150));
}

// Lighthouse opens its tab in the browser's default context. A launched browser's newPage() is a context
// of its own, so a sign-in there never reached Lighthouse's tab: until 2026-11-28 home and the chat room
// were measured as the sign-in page they redirect to. A persistent context is the default one.
const browser = await chromium.launchPersistentContext(fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lh-profile-')), {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`, '--disable-background-networking'],
  viewport: null,
});
const page = await browser.newPage();

async function signIn(): Promise<void> {
  const email = `lh.${Date.now()}@example.com`;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: Record<string, string> }>);
  await post('/api/user/sendEmailVerifyCode', { email, type: 'signup' });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const mail = (await fetch(`${base}/api/dev/outbox?email=${email}`).then((r) => r.json())) as { data: { list: Array<{ code: string }> } };
  const checked = await post('/api/user/checkEmailVerifyCode', { email, type: 'signup', code: mail.data.list[0]!.code });
  const token = (await post('/api/user/signup', { email, password: 'lighthouse password', authCode: checked.data.authCode! })).data.token!;
  await page.goto(`${base}/chat/intro`);
  const setup = { state: { initSetting: { nativeLanguage: 'es', experience: { type: 'A2' } }, roleInfo: { id: 1, styleList: [{ key: 'patient', selected: true }] }, hasInitSet: true, topics: ['travel'] }, version: 1 };
  // Evaluated in the page (a string, so this Node-side file needs no DOM types).
  await page.evaluate(`localStorage.setItem('parley.token', ${JSON.stringify(token)}); localStorage.setItem('parley.role-setup', ${JSON.stringify(JSON.stringify(setup))});`);
}

// The metrics the score is made of, so a change can be traced to the one it moved.
const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift', SI: 'speed-index' } as const;
type Metric = keyof typeof METRICS;
const results: Array<{ screen: string; runs: number[]; metrics: Record<Metric, number[]> }> = [];
const RUNS = Number(process.env.RUNS ?? 5);
const SCREENS = process.env.SCREENS?.split(',') ?? ['/chat/intro', '/chat/home', '/chat/chatroom?roleId=1'];
let signedIn = false;
for (const screen of SCREENS) {
  if (screen !== '/chat/intro' && !signedIn) {
    await signIn();
    signedIn = true;
  }
  const runs: number[] = [];
  const metrics = Object.fromEntries(Object.keys(METRICS).map((m) => [m, [] as number[]])) as Record<Metric, number[]>;
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(`${base}${screen}`, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, formFactor: 'mobile' });
    // A run that ended anywhere else (the sign-in page a lost session redirects to) measured another screen.
    const landed = result?.lhr.finalDisplayedUrl ?? '';
    if (!landed.endsWith(screen)) throw new Error(`${screen}: run ${i + 1} ended on ${landed}, not on the screen asked for`);
    runs.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
    for (const [name, audit] of Object.entries(METRICS) as Array<[Metric, string]>) metrics[name].push(result?.lhr.audits[audit]?.numericValue ?? NaN);
  }
  results.push({ screen, runs, metrics });
}
await browser.close();
server.kill('SIGTERM');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const lines = [
  '## Lighthouse (mobile, performance)',
  '',
  `Command: \`npm run build && npx tsx bench/lighthouse/run.ts\` · Lighthouse 12.2 with Debian's Chromium, default mobile throttling (simulated slow 4G, 4× CPU slowdown), ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}. Home and the chat room are measured signed in with a complete setup (a Spanish speaker: the Spanish catalogue loads).`,
  '',
  `| screen | median score (${RUNS} runs) | runs | FCP | LCP | TBT | CLS | SI |`,
  '|---|---:|---|---:|---:|---:|---:|---:|',
  ...results.map((r) => {
    const m = (name: Metric, digits = 0, unit = ' ms') => `${median(r.metrics[name])!.toFixed(digits)}${unit}`;
    return `| ${r.screen} | ${median(r.runs)} | ${r.runs.join(', ')} | ${m('FCP')} | ${m('LCP')} | ${m('TBT')} | ${m('CLS', 3, '')} | ${m('SI')} |`;
  }),
  '',
  'FCP, LCP, TBT, CLS, SI: medians over the runs of first and largest contentful paint, total blocking time, cumulative layout shift and speed index (simulated).',
  '',
];
fs.writeFileSync(path.join(import.meta.dirname, 'RESULTS.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
