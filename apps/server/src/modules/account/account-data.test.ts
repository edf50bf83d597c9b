// A learner exports their data and deletes their account (issue 17 §5), on both dialects, with
// recordings in the database media store (every back end's deleteAudio is in media-store-contract).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get, latestCode, post, signUp, waitForMail } from '../../../test/support/accounts';
import { buildTestApp } from '../../../test/support/app';
import { describeEachDialect } from '../../../test/support/databases';
import { createDatabaseMediaStore } from '../../platform/media/database-media-store';
import type { MediaStore } from '../../platform/media/media-store';
import { addRecordingOwner } from '../speech/speech.repository';
import { PERSONAL_TABLES } from './personal-tables';

describeEachDialect('a learner’s own data', (getDatabase, dialect) => {
  let app: FastifyInstance;
  let media: MediaStore;
  const recording = (n: number) => `${String(n).repeat(40)}.wav`;

  beforeAll(async () => {
    media = createDatabaseMediaStore(getDatabase().db);
    app = await buildTestApp(getDatabase(), { mediaStore: media });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A learner with a chat, a saved phrase, a learner fact, a setting and a recording. */
  async function learnerWithData(email: string, recordingName: string) {
    const { token, userInfo } = await signUp(app, email);
    expect((await post(app, '/api/transform/v1/chatByContext', { roleId: 2, content: 'My name is Ana and I love pizza.' }, { token })).body.errCode).toBe(0);
    expect((await post(app, '/api/userCollect/v1/collectContent', { content: 'Nice to meet you', kind: 'phrase' }, { token })).body.errCode).toBe(0);
    expect((await post(app, '/api/user/v1/updateUserSettings', { playbackRate: 1.2 }, { token })).body.errCode).toBe(0);
    // A recording as the speech module keeps one: the file, and who uploaded it.
    await media.writeAudio(recordingName, Buffer.from('RIFF recording'));
    await addRecordingOwner(getDatabase().db, recordingName, userInfo.id, new Date().toISOString());
    return { token, userId: userInfo.id };
  }

  async function rowsOf(userId: number, email: string) {
    const { db } = getDatabase();
    const counts: Record<string, number> = {};
    for (const table of PERSONAL_TABLES) {
      const key = table.by.value === 'userId' ? userId : email;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const rows = await (db as any).selectFrom(table.table).select(table.by.column).where(table.by.column, '=', key).execute();
      counts[table.table] = rows.length;
    }
    return counts;
  }

  it(`exports every personal row as JSON without secrets (${dialect})`, async () => {
    const email = `export-${dialect}@example.com`;
    const { token, userId } = await learnerWithData(email, recording(1));
    const res = await get(app, '/api/user/v1/exportData', { token });
    expect(res.body.errCode).toBe(0);
    const data = res.body.data;
    expect(data).toMatchObject({ format: 1, userId, recordings: [{ name: recording(1), url: `/media/audio/${recording(1)}` }] });
    expect(data.tables.app_user).toEqual([expect.objectContaining({ id: userId, email })]);
    expect(data.tables.chat_message.map((m: { content: string }) => m.content)).toContain('My name is Ana and I love pizza.');
    expect(data.tables.collection_item).toEqual([expect.objectContaining({ content: 'Nice to meet you', kind: 'phrase' })]);
    expect(data.tables.learner_fact).toEqual(expect.arrayContaining([expect.objectContaining({ fact_key: 'name', value: 'Ana' })]));
    expect(Number(data.tables.user_settings[0].playback_rate)).toBe(1.2);
    expect(data.tables.conversation.length).toBeGreaterThan(0);
    expect(data.tables.session.length).toBe(1);
    // Hashes of secrets never leave the server.
    expect(JSON.stringify(data)).not.toMatch(/password_hash|token_hash|code_hash|\$argon2/);
    expect((await get(app, '/api/user/v1/exportData')).body.errCode).toBe(600);
  });

  it(`deletes the account after the mailed code: sessions, rows and recordings go, others stay (${dialect})`, async () => {
    const email = `delete-${dialect}@example.com`;
    const { token, userId } = await learnerWithData(email, recording(2));
    const other = await learnerWithData(`stays-${dialect}@example.com`, recording(3));
    // The same bytes uploaded by both: the file stays for the one who keeps an account.
    await addRecordingOwner(getDatabase().db, recording(3), userId, new Date().toISOString());
    const secondSession = await post(app, '/api/user/login', { email, password: 'correct horse battery' });
    expect(secondSession.body.errCode).toBe(0);

    const sent = await post(app, '/api/user/v1/sendDeleteAccountCode', {}, { token });
    expect(sent.body).toMatchObject({ errCode: 0, data: { sentTo: `d***@example.com` } });
    const mail = await waitForMail(app, email, /deletion code/);
    // A sign-up or reset code, or a wrong one, deletes nothing.
    const wrong = await post(app, '/api/user/v1/deleteAccount', { code: mail.code === '000000' ? '111111' : '000000' }, { token });
    expect(wrong.body.errCode).toBe(1002);
    expect((await get(app, '/api/user/v1/getUserInfo', { token })).body.errCode).toBe(0);

    expect((await post(app, '/api/user/v1/deleteAccount', { code: mail.code }, { token })).body).toMatchObject({ errCode: 0, data: null });
    // Every session of the account answers "please sign in".
    expect((await get(app, '/api/user/v1/getUserInfo', { token })).body.errCode).toBe(600);
    expect((await get(app, '/api/user/v1/getUserInfo', { token: secondSession.body.data.token })).body.errCode).toBe(600);
    const left = await rowsOf(userId, email);
    expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
    expect((await post(app, '/api/user/login', { email, password: 'correct horse battery' })).body.errCode).toBe(1001);
    expect(await media.hasAudio(recording(2))).toBe(false);
    expect(await media.hasAudio(recording(3))).toBe(true);

    // The other learner has lost nothing.
    const theirs = await get(app, '/api/user/v1/exportData', { token: other.token });
    expect(theirs.body.data.tables.chat_message.length).toBeGreaterThan(0);
    expect(theirs.body.data.recordings).toEqual([expect.objectContaining({ name: recording(3) })]);
  });

  it(`refuses deletion without a code asked for it (${dialect})`, async () => {
    const { token } = await signUp(app, `no-code-${dialect}@example.com`);
    expect((await post(app, '/api/user/v1/deleteAccount', { code: '123456' }, { token })).body.errCode).toBe(1003);
    expect((await post(app, '/api/user/v1/deleteAccount', { code: '12' }, { token })).body.errCode).toBe(400);
    expect((await post(app, '/api/user/v1/deleteAccount', { code: '123456' })).body.errCode).toBe(600);
    expect((await get(app, '/api/user/v1/getUserInfo', { token })).body.errCode).toBe(0);
  });

  it(`deletes a phone-only account with a code sent by text message (${dialect})`, async () => {
    const phone = `+4477${String(Date.now() % 10_000_000).padStart(7, '0')}${dialect === 'sqlite' ? 1 : 2}`;
    await post(app, '/api/user/v1/sendPhoneCode', { phone });
    const code = await latestCode(app, phone);
    const { phoneAccessToken } = (await post(app, '/api/user/v1/checkPhoneCode', { phone, code })).body.data;
    const signedIn = await post(app, '/api/third/v1/authLogin', { type: 'phone' }, { phoneaccesstoken: phoneAccessToken });
    expect(signedIn.body.errCode).toBe(0);
    const token = signedIn.body.data.token as string;

    const sent = await post(app, '/api/user/v1/sendDeleteAccountCode', {}, { token });
    expect(sent.body).toMatchObject({ errCode: 0, data: { sentTo: `+44••••${phone.slice(-4)}` } });
    let deletion: { text: string; code: string | null } | undefined;
    for (let i = 0; i < 100 && !deletion; i += 1) {
      const list = (await get(app, `/api/dev/outbox?email=${encodeURIComponent(phone)}`)).body.data.list as Array<{ text: string; code: string | null }>;
      deletion = list.find((m) => m.text.includes('DELETE'));
      if (!deletion) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(deletion?.text).toMatch(/^Parley: your code to DELETE your account is \d{6}/);
    expect((await post(app, '/api/user/v1/deleteAccount', { code: deletion!.code }, { token })).body).toMatchObject({ errCode: 0, data: null });
    expect((await get(app, '/api/user/v1/getUserInfo', { token })).body.errCode).toBe(600);
  });

  it(`writes the deletion mail in the learner's saved native language (${dialect})`, async () => {
    const email = `borrar-${dialect}@example.com`;
    const { token } = await signUp(app, email);
    expect((await post(app, '/api/user/v1/updateUserLanguageAndLevel', { nativeLanguage: 'es', level: 'B1' }, { token })).body.errCode).toBe(0);
    expect((await post(app, '/api/user/v1/sendDeleteAccountCode', {}, { token })).body.errCode).toBe(0);
    const mail = await waitForMail(app, email, /eliminar tu cuenta/);
    expect(mail.subject).toBe('Tu código para eliminar tu cuenta de Parley');
  });
});
