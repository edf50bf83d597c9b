// Issue 16: speech uploads were stored before recognition, so uploads answered "busy" filled the
// disk (40 uploads: +72 MB in 28 s), anonymous ones too, with no quota and no end. Now a recording
// is stored only once the engine has answered and only for a signed-in learner, up to a quota, and
// the retention job removes old ones. The recognisers here are fakes (said in the test names);
// the database and media store are real, on both dialects.
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { encodeWav16 } from '../../ai/speech/wav';
import { SttError } from '../../ai/speech/stt/index';
import type { SpeechEngines } from '../../ai/speech/speech-engines';
import type { Db } from '../../db/database';
import { createDatabaseMediaStore } from '../../platform/media/database-media-store';
import { createMediaSigner } from '../../platform/media/signed-media';
import { createSpeechService } from './speech.service';

const signer = createMediaSigner('a test secret of thirty-two characters!!');

const tone = (pitch = 8) => {
  const samples = new Float32Array(16_000);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.sin(i / pitch) * 0.3;
  return encodeWav16(samples, 16_000);
};

function fakeEngines(transcribe: () => Promise<{ text: string; words: [] }>): SpeechEngines {
  const stt = { transcribe } as unknown as ReturnType<SpeechEngines['stt']>;
  return {
    tts: (() => {
      throw new Error('not used');
    }) as unknown as SpeechEngines['tts'],
    stt: (() => stt) as unknown as SpeechEngines['stt'],
    phones: (() => null) as unknown as SpeechEngines['phones'],
    describe: () => ({ tts: 'none', stt: 'fake' }),
  };
}
const answering = fakeEngines(() => Promise.resolve({ text: 'hello', words: [] }));

async function addUser(db: Db, email: string): Promise<number> {
  const at = new Date().toISOString();
  const row = await db.insertInto('app_user').values({ email, password_hash: null, type: 'email', phone: null, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describeEachDialect('stored recordings', (getDatabase) => {
  let db: Db;
  let learner: number;
  let other: number;
  beforeEach(async () => {
    db = getDatabase().db;
    await db.deleteFrom('recording_owner').execute();
    await db.deleteFrom('media_blob').execute();
    learner = await addUser(db, `learner.${Math.random()}@example.com`);
    other = await addUser(db, `other.${Math.random()}@example.com`);
  });
  const blobs = async () => (await db.selectFrom('media_blob').select('name').execute()).map((r) => r.name);

  it('keeps nothing when the recogniser (a fake) answers busy', async () => {
    const service = createSpeechService({ engines: fakeEngines(() => Promise.reject(new SttError('BUSY', 'queue full'))), media: createDatabaseMediaStore(db), signer, db, ipaForWord: () => null });
    await expect(service.recognizeUpload(tone(), { assess: false }, learner)).rejects.toMatchObject({ errCode: 429 });
    expect(await blobs()).toEqual([]);
  });

  it('keeps a signed-in learner’s recording once the recogniser (a fake) answers, and no anonymous one', async () => {
    const media = createDatabaseMediaStore(db);
    const service = createSpeechService({ engines: answering, media, signer, db, ipaForWord: () => null });
    const anonymous = await service.recognizeUpload(tone(), { assess: false }, null);
    expect(anonymous).toMatchObject({ text: 'hello', audioUrl: null });
    expect(await blobs()).toEqual([]);
    const mine = await service.recognizeUpload(tone(), { assess: false }, learner);
    const name = media.audioNameFromUrl(mine.audioUrl!);
    expect(await blobs()).toEqual([name]);
  });

  it('refuses a recording over the quota with errCode 1007 (recogniser a fake)', async () => {
    const service = createSpeechService({ engines: answering, media: createDatabaseMediaStore(db), signer, db, ipaForWord: () => null, recordingQuota: 1 });
    await service.recognizeUpload(tone(8), { assess: false }, learner);
    await expect(service.recognizeUpload(tone(9), { assess: false }, learner)).rejects.toMatchObject({ errCode: 1007 });
    // Another learner's quota is their own.
    await expect(service.recognizeUpload(tone(9), { assess: false }, other)).resolves.toMatchObject({ text: 'hello' });
  });

  it('removes recordings older than the retention age, but not one someone kept recently (recogniser a fake)', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    const media = createDatabaseMediaStore(db, () => clock);
    const service = createSpeechService({ engines: answering, media, signer, db, ipaForWord: () => null, now: () => clock });
    const old = media.audioNameFromUrl((await service.recognizeUpload(tone(8), { assess: false }, learner)).audioUrl!);
    const shared = media.audioNameFromUrl((await service.recognizeUpload(tone(9), { assess: false }, learner)).audioUrl!);
    clock = new Date('2026-03-01T00:00:00Z');
    await service.recognizeUpload(tone(9), { assess: false }, other);
    expect(await service.removeRecordingsBefore('2026-02-01T00:00:00Z')).toBe(1);
    expect(await blobs()).toEqual([shared]);
    expect(await media.hasAudio(old!)).toBe(false);
    // A second process running the same step at once finds nothing more to do.
    expect(await service.removeRecordingsBefore('2026-02-01T00:00:00Z')).toBe(0);
    const owners = await db.selectFrom('recording_owner').select(['name', 'user_id']).execute();
    expect(owners).toEqual([{ name: shared, user_id: other }]);
  });
});
