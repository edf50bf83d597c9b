// Starts a Parley server of its own in LAN mode (LAN=1) for specs that use the phone path: HTTPS
// on this machine's network address with the certificate Parley makes in its data directory.
// The spec's browser then trusts that certificate by its public key (see lan-voice-turn.spec.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

export interface LanServer {
  address: string;
  origin: string;
  /** Everything the server printed to stdout (the banner with the QR code). */
  stdout(): string;
  caPem: string;
  leafPem: string;
  stop(): Promise<void>;
}

/** The first IPv4 address of this machine that is not loopback, or null (then LAN mode has nothing to offer). */
export function firstLanAddress(): string | null {
  for (const entries of Object.values(os.networkInterfaces())) {
    const found = entries?.find((e) => e.family === 'IPv4' && !e.internal);
    if (found) return found.address;
  }
  return null;
}

/** What chromium's --ignore-certificate-errors-spki-list takes: base64 SHA-256 of the certificate's SubjectPublicKeyInfo. */
export function spkiHash(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

export async function startLanServer(address: string, port: number): Promise<LanServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-lan-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../apps/server/src/server.ts')], {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LAN: '1', PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ENABLE_DEV_OUTBOX: 'true', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true', LOG_LEVEL: 'info', HOST: '' },
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `https://${address}:${port}`;
  const caFile = path.join(dataDir, 'lan/ca.crt');
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) break;
    // Healthy and warm: warming the engines up after listening holds the event loop a second at a
    // time on this 2-core machine, which the phone journey is not about.
    if (output.includes('"msg":"engines loaded"') && fs.existsSync(caFile) && (await healthy(origin, fs.readFileSync(caFile, 'utf8')))) {
      return {
        address,
        origin,
        stdout: () => output,
        caPem: fs.readFileSync(caFile, 'utf8'),
        leafPem: fs.readFileSync(path.join(dataDir, 'lan/server.crt'), 'utf8'),
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the LAN-mode server did not answer on ${origin}; it printed:\n${output}`);
}

/** GET /api/health over TLS that must verify against the authority (Node checks the chain and the IP). */
function healthy(origin: string, caPem: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = https.get(`${origin}/api/health`, { ca: caPem, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}
