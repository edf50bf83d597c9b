// Serves the built web app from the same port as the API. Hashed assets are cached for a year;
// index.html is revalidated so a new release shows at once. Unknown non-API paths get index.html
// (history-mode routing: the web app shows /chat/404 itself). The build writes Brotli and gzip copies
// beside each text file (apps/web/vite.config.ts); the one the browser accepts is sent, so nothing is
// compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<{ hasWebApp: boolean }> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return { hasWebApp: false };
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return { hasWebApp: true };
}

export function sendIndexHtml(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
