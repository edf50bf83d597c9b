// The real server (src/server.ts) in a child process, for tests of what an operator sees: its
// pino lines as they come, so a test can wait for what the server says it did.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');

export type LogLine = Record<string, unknown>;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function logLines(child: ChildProcess) {
  const seen: LogLine[] = [];
  const raw: string[] = [];
  const waiters: Array<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    raw.push(text);
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    seen.push(line);
    for (const waiter of waiters.filter((w) => w.match(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  return {
    /** Every line the server wrote to stdout so far, as written. */
    raw: () => raw.join('\n'),
    waitFor: (match: (line: LogLine) => boolean): Promise<LogLine> => {
      const found = seen.find(match);
      return found ? Promise.resolve(found) : new Promise<LogLine>((resolve) => waiters.push({ match, resolve }));
    },
  };
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  dataDir: string;
  log: ReturnType<typeof logLines>;
  exited: Promise<number | null>;
  /** Waits for "Server listening". */
  listening(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts src/server.ts on a free port with a data folder of its own; `env` adds to or overrides the defaults. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', MAIL_URL: '', SMS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const log = logLines(child);
  return {
    child,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    log,
    exited,
    listening: async () => {
      await log.waitFor((line) => typeof line.msg === 'string' && line.msg.startsWith('Server listening'));
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
