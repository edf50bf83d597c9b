// Starts Parley: reads the configuration, opens and migrates the database, listens, and shuts
// down gracefully on SIGINT/SIGTERM (in-flight requests finish, then the database closes).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { findPulledModel, modelsFolder } from './ai/conversation/pulled-model';
import { ConfigError, loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { restrictNewFiles, secureDataDir } from './platform/data-dir';
import { prepareLanMode } from './platform/lan/lan-mode';
import { startProcessRunner } from './platform/process-runner';

const SHUTDOWN_GRACE_MS = 10_000;
const NO_MODEL_LINE =
  'No conversation model is configured: the offline practice partner answers. For a real model run `npm run model:pull` (this server switches to it when the download is done, no restart needed), set LLM_MODEL_PATH to a GGUF file you have, or point LLM_BASE_URL and LLM_MODEL at an OpenAI-compatible server such as Ollama (http://127.0.0.1:11434/v1)';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The database, secret and recordings are the server user's alone (files 0600, folders 0700).
  restrictNewFiles();
  secureDataDir(config.DATA_DIR);
  // Before the engines load: the helper that starts engine commands costs least to fork now.
  startProcessRunner();
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.DATA_DIR, 'parley.db'),
  });
  await migrateToLatest(database.db);

  const lan = config.LAN ? await prepareLanMode(config.DATA_DIR) : null;
  const app = await buildApp({
    config,
    database,
    warmUpEngines: true,
    processMetrics: true,
    pickUpPulledModels: true,
    lan: lan ? { tls: { key: lan.certificates.keyPem, cert: lan.certificates.certPem }, caPem: lan.certificates.caPem } : undefined,
  });
  if (lan) {
    app.log.info({ addresses: lan.addresses, madeCertificates: lan.certificates.made, caFingerprint: lan.caFingerprint }, 'LAN mode: serving HTTPS');
  }
  app.log.info({ dialect: database.dialect, location: database.location }, 'database ready');
  if (!config.LLM_BASE_URL && !config.LLM_MODEL_PATH && !findPulledModel(modelsFolder(config.DATA_DIR))) {
    // One line that says how to leave the scripted practice partner (issue 17).
    app.log.info(NO_MODEL_LINE);
  }

  // A keep-alive connection whose request is in flight at shutdown would stay open after its
  // answer until the keep-alive timeout (65 s), well past the grace period, and the process would
  // be killed with exit code 1. Those answers say `connection: close`, and connections that fall
  // idle while closing (after a stream whose headers had already gone) are closed as they do.
  const inFlight = new Set<ServerResponse>();
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    setInterval(() => app.server.closeIdleConnections(), 200).unref();
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Printed rather than logged: the QR code must reach the terminal as drawn, whatever LOG_LEVEL.
  if (lan) console.log(await lan.banner(listeningPort(app.server.address()) ?? config.PORT));
}

function listeningPort(address: string | AddressInfo | null): number | null {
  return address && typeof address === 'object' ? address.port : null;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
