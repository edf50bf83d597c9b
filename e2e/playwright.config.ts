// End-to-end tests in Debian's Chromium against the real server (API + built web app, one port),
// on a throw-away data directory. `npx playwright install` cannot download here, so the browser
// comes from the system (installed by scripts/setup.sh).
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// A port of this run's own (workers inherit it through the environment), so two runs on one
// machine never meet on the same server.
process.env.E2E_PORT ??= String(4100 + (process.pid % 2000));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `parley-e2e-${process.pid}`);

/**
 * The interface follows the learner's native language (issue 20), and our learners are Spanish
 * speakers: the journeys that test what the app does read it in English, chosen in Settings as a
 * learner would. e2e/languages.spec.ts starts without this choice to test the languages themselves.
 */
export const ENGLISH_INTERFACE = {
  cookies: [],
  origins: [{ origin: baseURL, localStorage: [{ name: 'parley.appearance', value: JSON.stringify({ state: { uiLanguage: 'en', colorScheme: 'system' }, version: 1 }) }] }],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  // Two spec files at a time, one per core: 4.5 instead of 6.6 minutes on the 2-core machine
  // (docs/benchmarks.md, "Test suite time"). Every spec signs up its own learners, so files share nothing.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    storageState: ENGLISH_INTERFACE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    // The whole journey, the chat room, the accessibility checks, the languages and dark mode again at a desktop size.
    { name: 'desktop', testMatch: /(full-journey|chat-room|accessibility|languages|dark-mode)\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node --import tsx ../apps/server/src/server.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', ENABLE_DEV_OUTBOX: 'true', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true', LOG_LEVEL: 'warn', CODE_RESEND_SECONDS: '1', CODE_LIMIT_PER_IP_HOUR: '1000' },
  },
});
