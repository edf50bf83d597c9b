import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../../test/support/app';
import { describeEachDialect } from '../../../test/support/databases';
import { behavesAsAMediaStore } from '../../../test/support/media-store-contract';
import { createDatabaseMediaStore } from './database-media-store';
import { createLocalMediaStore } from './local-media-store';

it('the local folder keeps, finds and refuses audio as a media store should', async () => {
  await behavesAsAMediaStore(await createLocalMediaStore(mkdtempSync(path.join(os.tmpdir(), 'parley-media-'))));
});

describeEachDialect('the database media store', (getDatabase, dialect) => {
  it('keeps, finds and refuses audio as a media store should', async () => {
    await behavesAsAMediaStore(createDatabaseMediaStore(getDatabase().db));
  });

  it('serves audio with its type, ranges and cache headers', async () => {
    const app = await buildTestApp(getDatabase(), { env: { MEDIA_STORE: 'database' } });
    const name = `${'cd'.repeat(20)}.wav`;
    await createDatabaseMediaStore(getDatabase().db).writeAudio(name, Buffer.from('0123456789'));
    const whole = await app.inject({ method: 'GET', url: `/media/audio/${name}` });
    expect([whole.statusCode, whole.headers['content-type'], whole.headers['cache-control'], whole.body]).toEqual([200, 'audio/wav', 'public, max-age=31536000, immutable', '0123456789']);
    const part = await app.inject({ method: 'GET', url: `/media/audio/${name}`, headers: { range: 'bytes=2-4' } });
    expect([part.statusCode, part.headers['content-range'], part.body]).toEqual([206, 'bytes 2-4/10', '234']);
    const tail = await app.inject({ method: 'GET', url: `/media/audio/${name}`, headers: { range: 'bytes=-3' } });
    expect([tail.statusCode, tail.body]).toEqual([206, '789']);
    expect((await app.inject({ method: 'GET', url: `/media/audio/${name}`, headers: { range: 'bytes=20-' } })).statusCode).toBe(416);
    expect((await app.inject({ method: 'GET', url: `/media/audio/${'ef'.repeat(20)}.wav` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/audio/not-a-name.wav' })).statusCode).toBe(404);
    await app.close();
  });

  it(`lets a second app with another data folder serve a spoken reply the first one made (${dialect})`, async () => {
    const apps = await Promise.all(
      ['a', 'b'].map((n) => buildTestApp(getDatabase(), { env: { MEDIA_STORE: 'database', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `parley-media-${n}-`)) } })),
    );
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const made = (await first.inject({ method: 'POST', url: '/api/transform/v1/textToAudio', payload: { text: 'Shared between processes.', voiceRoleId: 'flite-rms' } })).json();
    expect(made).toMatchObject({ errCode: 0, data: { url: expect.any(String) } });
    const served = await second.inject({ method: 'GET', url: made.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    // Made once: the second app finds it by content instead of synthesising again.
    const again = (await second.inject({ method: 'POST', url: '/api/transform/v1/textToAudio', payload: { text: 'Shared between processes.', voiceRoleId: 'flite-rms' } })).json();
    expect(again.data).toEqual(made.data);
    await Promise.all(apps.map((app) => app.close()));
  });
});
