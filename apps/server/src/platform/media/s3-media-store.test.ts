// The S3 back end against s3rver, a local S3-protocol server standing in for S3 (no S3 here).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openSqlite } from '../../db/database';
import { buildTestApp } from '../../../test/support/app';
import { behavesAsAMediaStore } from '../../../test/support/media-store-contract';
import { createS3MediaStore } from './s3-media-store';

describe('the S3 media store (s3rver standing in for S3)', () => {
  let s3: S3rver;
  let endpoint: string;

  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'parley-s3rver-')), configureBuckets: [{ name: 'parley-media' }] });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await s3.close();
  });

  const env = () => ({ MEDIA_STORE: 's3', S3_BUCKET: 'parley-media', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });

  it('keeps, finds and refuses audio as a media store should', async () => {
    const store = createS3MediaStore({ bucket: 'parley-media', endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'contract/' });
    await behavesAsAMediaStore(store);
    store.close();
  });

  it('lets a second app with another data folder serve and reuse a spoken reply the first one made', async () => {
    const apps = await Promise.all(
      ['a', 'b'].map(async (n) => {
        const database = openSqlite(':memory:');
        await migrateToLatest(database.db);
        return buildTestApp(database, { env: { ...env(), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `parley-s3-${n}-`)) } });
      }),
    );
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const text = { text: `Kept in a bucket ${Date.now()}.`, voiceRoleId: 'flite-rms' };
    const made = (await first.inject({ method: 'POST', url: '/api/transform/v1/textToAudio', payload: text })).json();
    expect(made).toMatchObject({ errCode: 0, data: { url: expect.any(String) } });
    const served = await second.inject({ method: 'GET', url: made.data.url, headers: { range: 'bytes=0-3' } });
    expect([served.statusCode, served.headers['content-type'], served.body]).toEqual([206, 'audio/wav', 'RIFF']);
    expect((await second.inject({ method: 'POST', url: '/api/transform/v1/textToAudio', payload: text })).json().data).toEqual(made.data);
    await Promise.all(apps.map((app) => app.close()));
  });

  it('refuses MEDIA_STORE=s3 without a bucket, at start', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET: is required when MEDIA_STORE is s3/);
  });
});
