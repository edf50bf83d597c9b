import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { post, get, signUp } from '../../../test/support/accounts';

let n = 0;
const email = () => `collector${++n}.${Date.now()}@example.com`;

describeEachDialect('the collection', (getDatabase) => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp(getDatabase());
    token = (await signUp(app, email())).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('saves a word with its IPA and meaning, and keeps one copy when saved twice at once', async () => {
    const [a, b] = await Promise.all([
      post(app, '/api/userCollect/v1/collectContent', { content: 'Banana', kind: 'word', sceneId: 3 }, { token }),
      post(app, '/api/userCollect/v1/collectContent', { content: ' banana ', kind: 'word' }, { token }),
    ]);
    expect(a.body.errCode).toBe(0);
    expect(b.body.errCode).toBe(0);
    expect(a.body.data.item.id).toBe(b.body.data.item.id);
    expect([a.body.data.isNew, b.body.data.isNew].sort()).toEqual([false, true]);
    expect(a.body.data.item.ipa).toBe('bəˈnænə');
    expect(a.body.data.item.meaning).toMatch(/fruit|tree/i);
    const status = await get(app, '/api/userCollect/v1/checkWordStatus?word=BANANA', { token });
    expect(status.body.data).toEqual({ isCollected: true, id: a.body.data.item.id });
    expect((await get(app, '/api/userCollect/v1/checkWordStatus?word=apple', { token })).body.data).toEqual({ isCollected: false, id: null });
  });

  it('lists newest first, filters by kind and searches, in pages', async () => {
    await post(app, '/api/userCollect/v1/collectContent', { content: 'Can I have the bill, please?', kind: 'phrase' }, { token });
    await post(app, '/api/userCollect/v1/collectContent', { content: 'receipt', kind: 'word' }, { token });
    const all = (await post(app, '/api/userCollect/v1/getMyCollection', { page: 1, pageSize: 2 }, { token })).body.data;
    expect(all.total).toBe(3);
    expect(all.list).toHaveLength(2);
    expect(all.list[0].content).toBe('receipt');
    const phrases = (await post(app, '/api/userCollect/v1/getMyCollection', { kind: 'phrase' }, { token })).body.data;
    expect(phrases.list.map((i: { content: string }) => i.content)).toEqual(['Can I have the bill, please?']);
    const search = (await post(app, '/api/userCollect/v1/getMyCollection', { search: 'BILL' }, { token })).body.data;
    expect(search.total).toBe(1);
    const hostile = await post(app, '/api/userCollect/v1/getMyCollection', { search: "%' OR 1=1 --" }, { token });
    expect(hostile.body.data.total).toBe(0);
  });

  it('edits a note and removes an item', async () => {
    const { item } = (await post(app, '/api/userCollect/v1/collectContent', { content: 'deposit', kind: 'word' }, { token })).body.data;
    const noted = await post(app, '/api/userCollect/v1/updateUserCollection', { action: 'note', id: item.id, note: 'money you get back later' }, { token });
    expect(noted.body.data.item.note).toBe('money you get back later');
    expect((await post(app, '/api/userCollect/v1/updateUserCollection', { action: 'remove', id: item.id }, { token })).body).toEqual({ errCode: 0, data: { item: null }, message: 'ok' });
    expect((await post(app, '/api/userCollect/v1/updateUserCollection', { action: 'remove', id: item.id }, { token })).body.errCode).toBe(404);
    expect((await post(app, '/api/userCollect/v1/updateUserCollection', { action: 'shred', id: item.id }, { token })).body.errCode).toBe(400);
  });

  it("never shows or changes another learner's items", async () => {
    const other = (await signUp(app, email())).token;
    const mine = (await post(app, '/api/userCollect/v1/collectContent', { content: 'private', kind: 'word' }, { token })).body.data.item;
    expect((await post(app, '/api/userCollect/v1/getMyCollection', {}, { token: other })).body.data.total).toBe(0);
    expect((await post(app, '/api/userCollect/v1/updateUserCollection', { action: 'note', id: mine.id, note: 'x' }, { token: other })).body.errCode).toBe(404);
    expect((await post(app, '/api/userCollect/v1/getMyCollection', {})).body.errCode).toBe(600);
  });

  it('refuses a message that is not in the learner conversations', async () => {
    const res = await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: 999999 }, { token });
    expect(res.body).toMatchObject({ errCode: 404, message: 'messageId: no such message in your conversations' });
  });

  describe('saving a chat message', () => {
    /** A real exchange with the built-in partner: the learner's message and the reply. */
    async function chatOnce(learnerToken: string, content: string) {
      const res = await post(app, '/api/transform/v1/chat', { roleId: 2, content }, { token: learnerToken });
      expect(res.body.errCode).toBe(0);
      return res.body.data as { learnerMessage: { id: number; content: string }; reply: { id: number; content: string } };
    }
    const messages = async (learnerToken: string) =>
      (await post(app, '/api/userCollect/v1/getMyCollection', { kind: 'message' }, { token: learnerToken })).body.data as {
        list: Array<{ id: number; kind: string; content: string; messageId: number }>;
        total: number;
      };

    it('saves a message of the learner conversation and shows it among their messages', async () => {
      const { learnerMessage, reply } = await chatOnce(token, 'I would like to practise ordering food.');
      const saved = await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: reply.id }, { token });
      expect(saved.body.errCode).toBe(0);
      expect(saved.body.data).toMatchObject({ isNew: true, item: { kind: 'message', content: reply.content, messageId: reply.id, sceneId: null } });
      const own = await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: learnerMessage.id }, { token });
      expect(own.body.data).toMatchObject({ isNew: true, item: { kind: 'message', content: 'I would like to practise ordering food.', messageId: learnerMessage.id } });

      const listed = await messages(token);
      expect(listed.total).toBe(2);
      expect(listed.list.map((item) => item.messageId).sort((a, b) => a - b)).toEqual([learnerMessage.id, reply.id].sort((a, b) => a - b));
      expect(listed.list.find((item) => item.messageId === reply.id)).toMatchObject({ id: saved.body.data.item.id, content: reply.content });
    });

    it('keeps one copy when the same message is saved twice, one after the other or at once', async () => {
      const { reply } = await chatOnce(token, 'My favourite food is pasta.');
      const before = (await messages(token)).total;
      const first = await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: reply.id }, { token });
      const again = await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: reply.id }, { token });
      expect(again.body.data).toMatchObject({ isNew: false, item: { id: first.body.data.item.id } });
      const { learnerMessage } = await chatOnce(token, 'I cook it on Sundays.');
      const parallel = await Promise.all([1, 2, 3].map(() => post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: learnerMessage.id }, { token })));
      expect(new Set(parallel.map((r) => r.body.data.item.id)).size).toBe(1);
      expect(parallel.filter((r) => r.body.data.isNew)).toHaveLength(1);

      const listed = await messages(token);
      expect(listed.total).toBe(before + 2);
      expect(listed.list.filter((item) => item.messageId === reply.id)).toHaveLength(1);
      expect(listed.list.filter((item) => item.messageId === learnerMessage.id)).toHaveLength(1);
    });

    it("refuses another learner's message and saves nothing for them", async () => {
      const { learnerMessage, reply } = await chatOnce(token, 'This is my own conversation.');
      const other = (await signUp(app, email())).token;
      for (const messageId of [learnerMessage.id, reply.id]) {
        const res = await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId }, { token: other });
        expect(res.body).toMatchObject({ errCode: 404, message: 'messageId: no such message in your conversations' });
      }
      expect((await messages(other)).total).toBe(0);
      expect((await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: reply.id })).body.errCode).toBe(600);
    });

    it('refuses a message the learner has cleared from the chat', async () => {
      const { reply } = await chatOnce(token, 'Please forget this part.');
      await post(app, '/api/transform/v1/clearChatHistory', { roleId: 2 }, { token });
      const res = await post(app, '/api/aiTopic/v1/collectChatMessage', { messageId: reply.id }, { token });
      expect(res.body.errCode).toBe(404);
    });
  });

  it('stores a contact-us message and confirms it', async () => {
    const res = await post(app, '/api/feedback/v1/contactUs', { email: 'me@example.com', subject: 'Voices', message: 'Could you add a British female voice, please?' }, { token });
    expect(res.body.errCode).toBe(0);
    const row = await getDatabase().db.selectFrom('support_message').selectAll().where('id', '=', res.body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'Voices', email: 'me@example.com' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const mail = await getDatabase().db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'support@parley.local').execute();
    expect(mail.some((m) => m.subject.includes('Voices'))).toBe(true);
    const short = await post(app, '/api/feedback/v1/contactUs', { email: 'me@example.com', subject: 'Hi', message: 'short' });
    expect(short.body.errCode).toBe(400);
  });
});
