// Serves stored audio under /media/audio/ with the right content type, range requests (seeking)
// and long-lived cache headers (names are content hashes, so a file never changes). The local
// folder is served by @fastify/static; other stores through one route that reads the file.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { LocalMediaStore } from './local-media-store';
import { AUDIO_NAME, audioContentType, type MediaStore } from './media-store';
import { isRecordingName, type MediaSigner } from './signed-media';

const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** A recording is its owner's: no shared cache keeps it, and the browser only while its url lives. */
const CACHE_PRIVATE = 'private, max-age=3600';
const cacheControlOf = (name: string) => (isRecordingName(name) ? CACHE_PRIVATE : CACHE_FOREVER);

export async function registerMedia(app: FastifyInstance, media: MediaStore, signer: MediaSigner): Promise<void> {
  // A scope of its own, so the signature check runs on /media only.
  await app.register(async (scope) => mediaRoutes(scope, media, signer));
}

async function mediaRoutes(app: FastifyInstance, media: MediaStore, signer: MediaSigner): Promise<void> {
  // A recording without a valid signature answers as missing: whether it exists is not told.
  app.addHook('onRequest', async (request, reply) => {
    const last = request.url.split('?')[0]!.split('/').pop() ?? '';
    // A malformed escape cannot name a file either; static answers it.
    const name = (() => {
      try {
        return decodeURIComponent(last);
      } catch {
        return last;
      }
    })();
    if (isRecordingName(name) && !signer.verify(name, request.query as Record<string, unknown>)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
  });
  if (media.kind === 'local') {
    await app.register(fastifyStatic, {
      root: (media as LocalMediaStore).root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      acceptRanges: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControlOf(filePath.split(/[\\/]/).pop() ?? ''));
        if (filePath.endsWith('.wav')) res.header('content-type', 'audio/wav');
      },
    });
    return;
  }
  app.get<{ Params: { name: string } }>('/media/audio/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const data = AUDIO_NAME.test(name) ? await media.readAudio(name) : null;
    if (!data) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    void reply.header('cache-control', cacheControlOf(name)).header('accept-ranges', 'bytes').type(audioContentType(name));
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (!range || (range[1] === '' && range[2] === '')) return reply.send(data);
    // bytes=a-b, bytes=a- and bytes=-n (the last n bytes), as browsers ask when seeking.
    const start = range[1] === '' ? Math.max(0, data.length - Number(range[2])) : Number(range[1]);
    const end = range[1] === '' || range[2] === '' ? data.length - 1 : Math.min(Number(range[2]), data.length - 1);
    if (start > end || start >= data.length) {
      return reply.status(416).header('content-range', `bytes */${data.length}`).send();
    }
    return reply.status(206).header('content-range', `bytes ${start}-${end}/${data.length}`).send(data.subarray(start, end + 1));
  });
}
