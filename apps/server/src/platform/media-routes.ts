// Serves stored audio under /media/ with the right content type, range requests (seeking) and
// long-lived cache headers (names are content hashes, so a file never changes).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { MediaStore } from './media-store';

export async function registerMedia(app: FastifyInstance, media: MediaStore): Promise<void> {
  await app.register(fastifyStatic, {
    root: media.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      if (filePath.endsWith('.wav')) res.header('content-type', 'audio/wav');
    },
  });
}
