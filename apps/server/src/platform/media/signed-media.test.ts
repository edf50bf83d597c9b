// Issue 16: learners' recordings were public for a year to anyone with the url. A recording
// (`rec-` name) is now served only with an unexpired signature; spoken replies stay public.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite, type DatabaseHandle } from '../../db/database';
import { createDatabaseMediaStore } from './database-media-store';
import { registerMedia } from './media-routes';
import { createMediaSigner } from './signed-media';

const SECRET = 'a test secret of thirty-two characters!!';
const RECORDING = `rec-${'ab'.repeat(20)}.wav`;
const REPLY = `${'cd'.repeat(20)}.wav`;

describe('recordings under /media', () => {
  let database: DatabaseHandle;
  const app = Fastify();
  let clock = new Date('2026-01-01T00:00:00Z');
  const signer = createMediaSigner(SECRET, () => clock);

  beforeAll(async () => {
    database = openSqlite(':memory:');
    await migrateToLatest(database.db);
    const media = createDatabaseMediaStore(database.db);
    await media.writeAudio(RECORDING, Buffer.from('RIFF recording'));
    await media.writeAudio(REPLY, Buffer.from('RIFF reply'));
    await registerMedia(app, media, signer);
  });
  afterAll(async () => {
    await app.close();
    await database.db.destroy();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves a recording with its signature, privately', async () => {
    const res = await get(signer.sign(`/media/audio/${RECORDING}`, RECORDING));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('answers a recording without, with a wrong or with an expired signature as missing', async () => {
    const signed = signer.sign(`/media/audio/${RECORDING}`, RECORDING);
    expect((await get(`/media/audio/${RECORDING}`)).statusCode).toBe(404);
    expect((await get(signed.replace(/sig=./, 'sig=A'))).statusCode).toBe(404);
    expect((await get(createMediaSigner('another secret of thirty-two characters').sign(`/media/audio/${RECORDING}`, RECORDING))).statusCode).toBe(404);
    const now = clock;
    clock = new Date(now.getTime() + 7 * 60 * 60 * 1000);
    expect((await get(signed)).statusCode).toBe(404);
    clock = now;
  });

  it('still serves spoken replies to anyone', async () => {
    const res = await get(`/media/audio/${REPLY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
