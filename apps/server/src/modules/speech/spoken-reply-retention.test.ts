// Issue 16: spoken replies (the text-to-speech cache) were never removed, so anyone could fill the
// disk with new texts. Now each reply has a row with its last use, and the retention job removes the
// ones nobody asked for in a while. The voice engine is a fake (said in the test names); the
// database and the media store (the database back end) are real, on both dialects.
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { encodeWav16 } from '../../ai/speech/wav';
import type { SpeechEngines } from '../../ai/speech/speech-engines';
import type { TextToSpeech } from '../../ai/speech/tts/index';
import type { Db } from '../../db/database';
import * as migration0036 from '../../db/migrations/0036-spoken-replies';
import { createDatabaseMediaStore } from '../../platform/media/database-media-store';
import { insertMediaBlob } from '../../platform/media/media-blob.repository';
import type { MediaStore } from '../../platform/media/media-store';
import { createMediaSigner } from '../../platform/media/signed-media';
import { daysBefore } from '../../platform/retention';
import { forgetSpokenReply, spokenRepliesUnusedSince } from './speech.repository';
import { createSpeechService } from './speech.service';

const signer = createMediaSigner('a test secret of thirty-two characters!!');
const tone = () => encodeWav16(new Float32Array(1600).map((_, i) => Math.sin(i / 8) * 0.3), 16_000);

/** A fake voice engine that counts what it was asked to say. */
function fakeVoice() {
  const said: string[] = [];
  const tts: TextToSpeech = {
    voices: () => [{ id: 'flite-slt', name: 'Slt', gender: 'female', accent: 'American', language: 'en-US', engine: 'flite', styles: [{ key: 'normal', name: 'Normal', rate: 1, pitch: 1 }] }],
    synthesize: (request) => (said.push(request.text), Promise.resolve({ audio: tone(), contentType: 'audio/wav' })),
  };
  const engines: SpeechEngines = {
    tts: (() => tts) as unknown as SpeechEngines['tts'],
    stt: (() => {
      throw new Error('not used');
    }) as unknown as SpeechEngines['stt'],
    phones: (() => null) as unknown as SpeechEngines['phones'],
    describe: () => ({ tts: 'fake', stt: 'none' }),
  };
  return { engines, said };
}

describeEachDialect('spoken-reply retention', (getDatabase) => {
  let db: Db;
  let clock: Date;
  let media: MediaStore;
  let voice: ReturnType<typeof fakeVoice>;
  const service = () => createSpeechService({ engines: voice.engines, media, signer, db, ipaForWord: () => null, now: () => clock });
  const speak = async (text: string) => media.audioNameFromUrl((await service().speak({ text })).url)!;
  const blobs = async () => (await db.selectFrom('media_blob').select('name').orderBy('name').execute()).map((r) => r.name);
  const rows = async () => db.selectFrom('spoken_reply').select(['name', 'last_used_at']).orderBy('name').execute();

  beforeEach(async () => {
    db = getDatabase().db;
    await db.deleteFrom('spoken_reply').execute();
    await db.deleteFrom('media_blob').execute();
    clock = new Date('2026-01-01T00:00:00.000Z');
    media = createDatabaseMediaStore(db, () => clock);
    voice = fakeVoice();
  });

  it('removes a reply unused for longer than the age, keeps one served again from the cache, and a second run removes nothing (voice a fake)', async () => {
    const old = await speak('Nobody asks for this again.');
    const kept = await speak('This one is asked for again.');
    clock = new Date('2026-02-20T00:00:00.000Z');
    expect(await speak('This one is asked for again.')).toBe(kept);
    expect(voice.said).toHaveLength(2); // served from the cache, not spoken again
    clock = new Date('2026-03-01T00:00:00.000Z');
    const before = daysBefore(clock, 30);

    expect(await service().removeSpokenRepliesUnusedSince(before)).toBe(1);
    expect(await media.hasAudio(old)).toBe(false);
    expect(await blobs()).toEqual([kept]);
    expect(await rows()).toEqual([{ name: kept, last_used_at: '2026-02-20T00:00:00.000Z' }]);
    expect(await service().removeSpokenRepliesUnusedSince(before)).toBe(0);

    // Asked for once more, the removed reply is simply spoken anew.
    expect(await speak('Nobody asks for this again.')).toBe(old);
    expect(voice.said).toHaveLength(3);
    expect(await media.hasAudio(old)).toBe(true);
  });

  it('writes a reply’s last use again only once it is an hour old (voice a fake)', async () => {
    const name = await speak('Hello there.');
    clock = new Date('2026-01-01T00:50:00.000Z');
    await speak('Hello there.');
    expect(await rows()).toEqual([{ name, last_used_at: '2026-01-01T00:00:00.000Z' }]);
    clock = new Date('2026-01-01T01:10:00.000Z');
    await speak('Hello there.');
    expect(await rows()).toEqual([{ name, last_used_at: '2026-01-01T01:10:00.000Z' }]);
  });

  it('keeps a reply served while the job runs: the job lists it, the reply is served, then its delete finds it in use (voice a fake)', async () => {
    const name = await speak('Just in time.');
    clock = new Date('2026-03-01T00:00:00.000Z');
    const before = daysBefore(clock, 30);
    expect(await spokenRepliesUnusedSince(db, before, 200)).toEqual([name]);
    await speak('Just in time.');
    expect(await forgetSpokenReply(db, name, before)).toBe(false);
    expect(await service().removeSpokenRepliesUnusedSince(before)).toBe(0);
    expect(await blobs()).toEqual([name]);
  });

  it('two processes removing at once remove each reply once, and deleting twice is harmless (voice a fake)', async () => {
    const names = await Promise.all(['One.', 'Two.', 'Three.', 'Four.'].map(speak));
    clock = new Date('2026-03-01T00:00:00.000Z');
    const before = daysBefore(clock, 30);
    const [a, b] = await Promise.all([service().removeSpokenRepliesUnusedSince(before), service().removeSpokenRepliesUnusedSince(before)]);
    expect(a + b).toBe(names.length);
    expect(await blobs()).toEqual([]);
    expect(await rows()).toEqual([]);
    expect(await forgetSpokenReply(db, names[0]!, before)).toBe(false);
    await expect(media.deleteAudio(names[0]!)).resolves.toBeUndefined();
  });
});

describeEachDialect('migration 0036 (spoken replies)', (getDatabase) => {
  it('goes down and up again, giving replies already in the database store a row from the day they were made', async () => {
    const { db } = getDatabase();
    await migration0036.down(db);
    await expect(db.selectFrom('spoken_reply').select('name').execute()).rejects.toThrow();
    const reply = `${'a'.repeat(40)}.wav`;
    await insertMediaBlob(db, reply, tone(), '2025-12-01T00:00:00.000Z');
    // A learner's recording has retention of its own.
    await insertMediaBlob(db, `rec-${'b'.repeat(40)}.wav`, tone(), '2025-12-02T00:00:00.000Z');
    await migration0036.up(db);
    expect(await db.selectFrom('spoken_reply').selectAll().execute()).toEqual([{ name: reply, created_at: '2025-12-01T00:00:00.000Z', last_used_at: '2025-12-01T00:00:00.000Z' }]);
  });
});
