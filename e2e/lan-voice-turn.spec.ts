// The phone path: `LAN=1` serves HTTPS on this machine's network address, and a phone-sized
// Chromium that trusts Parley's certificate speaks a turn through the microphone — which browsers
// allow only on secure pages. Chromium is made to trust the server certificate with
// --ignore-certificate-errors-spki-list (its public key hash: Debian's chromium reads no CA
// file and certutil is not installed here); the chain up to Parley's authority and the names are
// checked by Node's TLS against the authority file, as a phone that trusts the authority would.
import https from 'node:https';
import tls from 'node:tls';
import { chromium, expect, test, type Page } from '@playwright/test';
import { VOICE_RECORDING } from './support/fake-microphone';
import { COMPLETE_SETUP } from './support/setup-state';
import { firstLanAddress, spkiHash, startLanServer, type LanServer } from './support/lan-server';

const address = firstLanAddress();
const port = Number(process.env.E2E_PORT) + 1;
let server: LanServer;

// A CI machine has a network address; only a laptop offline may skip the phone path, and says why.
if (address === null && process.env.CI === 'true') throw new Error('LAN mode needs a network address besides loopback, and CI must have one');
test.skip(address === null, 'this machine has no network address besides loopback');
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startLanServer(address!, port);
});
test.afterAll(async () => {
  await server?.stop();
});

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const MICROPHONE_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${VOICE_RECORDING}`];

test('LAN mode names the network address in a certificate its own authority signed, and prints it with a QR code', async () => {
  const peer = await new Promise<tls.PeerCertificate & { authorized: boolean }>((resolve, reject) => {
    const socket = tls.connect({ host: address!, port, ca: server.caPem }, () => {
      resolve({ ...socket.getPeerCertificate(), authorized: socket.authorized });
      socket.end();
    });
    socket.on('error', reject);
  });
  expect(peer.authorized).toBe(true);
  expect(peer.subjectaltname?.split(', ')).toEqual(expect.arrayContaining([`IP Address:${address}`, 'IP Address:127.0.0.1', 'DNS:localhost']));
  expect(peer.issuer.CN).toMatch(/^Parley local CA/);

  expect(server.stdout()).toContain(`  ${server.origin}\n`);
  expect(server.stdout()).toMatch(/[▀▄█]{7}/);

  // Without trust, Chromium refuses the page: the test below passes because of the certificate.
  const untrusting = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
  const page = await untrusting.newPage();
  await expect(page.goto(`${server.origin}/chat/intro`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
  await untrusting.close();
});

test('a learner on a 390×844 phone speaks a turn over HTTPS on the network address', async () => {
  test.setTimeout(120_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...BROWSER_ARGS, ...MICROPHONE_ARGS, `--ignore-certificate-errors-spki-list=${spkiHash(server.leafPem)}`],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, permissions: ['microphone'] });
  const page = await context.newPage();
  try {
    await page.goto(`${server.origin}/lan/`);
    await expect(page.getByRole('link', { name: 'Download the certificate' })).toHaveAttribute('href', '/lan/parley-ca.crt');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

    const token = await signUpInPage(page);
    await page.evaluate(
      ({ token, setup }) => {
        localStorage.setItem('parley.token', token);
        localStorage.setItem('parley.role-setup', JSON.stringify(setup));
        localStorage.setItem('parley.settings', JSON.stringify({ state: { autoPlayVoice: false, autoBlurText: false, autoSpeechAssessment: true, playbackRate: 1 }, version: 1 }));
        // This origin (the network address) is not the one playwright.config.ts stores the English
        // interface for: choose it here, as the other journeys' devices have.
        localStorage.setItem('parley.appearance', JSON.stringify({ state: { uiLanguage: 'en', colorScheme: 'system' }, version: 1 }));
      },
      { token, setup: COMPLETE_SETUP },
    );
    await page.goto(`${server.origin}/chat/chatroom?roleId=2`);
    const log = page.getByRole('log');
    await expect(log.locator('.bubble--ai').first()).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Hold to talk, or tap to start recording' }).click();
    await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible();
    await page.waitForTimeout(4200);
    await page.getByRole('button', { name: 'Stop recording' }).click();

    const input = page.getByLabel('Your message');
    await expect(input).toHaveValue(/coffee/i, { timeout: 30_000 });
    await input.press('Enter');
    await expect(log.locator('.bubble--learner')).toHaveCount(1);
    await expect(log.locator('.bubble--learner').getByLabel(/Pronunciation score \d+/)).toBeVisible({ timeout: 30_000 });
    await expect(log.locator('.bubble--ai')).toHaveCount(2, { timeout: 30_000 });

    // Phone quirk: no field, the emoji search included, is under 16 px (iOS zooms the page on
    // focusing one).
    await page.getByRole('button', { name: 'Emoji' }).click();
    const search = page.getByPlaceholder('Search emoji');
    await expect(search).toBeVisible();
    const fontSizes = await page.locator('input:visible, textarea:visible').evaluateAll((fields) => fields.map((f) => parseFloat(getComputedStyle(f).fontSize)));
    expect(fontSizes.length).toBeGreaterThanOrEqual(2);
    expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(16);
  } finally {
    await browser.close();
  }
});

/**
 * Signs a new learner up through the API from inside the page, so the browser's own TLS carries it.
 * The code is read from the development mailbox over loopback: the mailbox answers only this
 * machine (issue 16), and the page speaks to the network address.
 */
async function signUpInPage(page: Page): Promise<string> {
  const email = `lan.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const post = (url: string, body: unknown, token?: string) =>
    page.evaluate(
      async ({ url, body, token }) =>
        (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) })).json() as Promise<{ data: Record<string, unknown> }>,
      { url, body, token },
    );
  await post('/api/user/sendEmailVerifyCode', { email, type: 'signup' });
  const code = await loopbackCode(email);
  const checked = await post('/api/user/checkEmailVerifyCode', { email, type: 'signup', code });
  const created = await post('/api/user/signup', { email, password: 'practice makes perfect', authCode: checked.data.authCode });
  const token = created.data.token as string;
  await post('/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'es', level: 'A2', topics: ['travel'] }, token);
  return token;
}

/** The newest code mailed to this address, from the mailbox over https://127.0.0.1 (the certificate names it). */
function loopbackCode(email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    https
      .get(`https://127.0.0.1:${port}/api/dev/outbox?email=${encodeURIComponent(email)}`, { ca: server.caPem }, (res) => {
        let raw = '';
        res.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        res.on('end', () => {
          const body = JSON.parse(raw) as { data: { list: Array<{ code: string | null }> } | null };
          const code = body.data?.list.find((m) => m.code)?.code;
          if (code) resolve(code);
          else reject(new Error(`no code in the mailbox: ${raw.slice(0, 200)}`));
        });
      })
      .on('error', reject);
  });
}
