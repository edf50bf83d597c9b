import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { buildTestApp } from '../../../test/support/app';
import { get, post, signUp } from '../../../test/support/accounts';
import { startFakeChatServer, streamPieces } from '../../ai/conversation/fake-chat-server';

let n = 0;
const email = () => `facts${++n}.${Date.now()}@example.com`;
type Fact = { id: number; key: string; label: string; value: string; conversationId: number | null };

describeEachDialect('what the partner remembers about the learner', (getDatabase) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDatabase());
  });
  afterAll(async () => {
    await app.close();
  });

  const say = (token: string, content: string, roleId = 2) => post(app, '/api/transform/v1/chatByContext', { roleId, content }, { token });
  const facts = async (token: string) => (await get(app, '/api/userFacts/v1/getLearnerFacts', { token })).body.data.list as Fact[];

  it('keeps facts stated in free chat, uses them with the other role too, and answers "what is my name?"', async () => {
    const { token } = await signUp(app, email());
    await say(token, 'My name is Bruna and I have a dog called Rex.');
    await say(token, "I'm from Brazil.");
    const list = await facts(token);
    expect(list.map((f) => [f.key, f.value])).toEqual([['name', 'Bruna'], ['pet:dog', 'Rex'], ['from', 'Brazil']]);
    expect(list.find((f) => f.key === 'pet:dog')?.label).toBe('pet dog');
    const asked = await say(token, "What's my name?", 1);
    expect(asked.body.data.reply.content).toContain('Bruna');
  });

  it('lets the learner correct a fact (kept after a clear) and forgets the chat-learned ones with the cleared conversation', async () => {
    const { token } = await signUp(app, email());
    await say(token, 'My name is Jon. I live in Oslo.');
    const [name, lives] = await facts(token);
    const edited = await post(app, '/api/userFacts/v1/updateLearnerFact', { id: name!.id, value: 'John' }, { token });
    expect(edited.body.data.item).toMatchObject({ key: 'name', value: 'John', conversationId: null });
    expect((await say(token, 'What is my name?')).body.data.reply.content).toContain('John');

    const cleared = await post(app, '/api/transform/v1/clearChatHistory', { roleId: 2 }, { token });
    expect(cleared.body.errCode).toBe(0);
    const after = await facts(token);
    expect(after.map((f) => f.value)).toEqual(['John']);
    expect(after.some((f) => f.id === lives!.id)).toBe(false);
  });

  it('deletes one fact or all of them, and refuses bad input and other learners\' facts with a clear envelope', async () => {
    const { token } = await signUp(app, email());
    const other = await signUp(app, email());
    await say(token, "I'm Aiko. I study chemistry. I love hiking.");
    const list = await facts(token);
    expect(list.length).toBe(3);
    const foreign = await post(app, '/api/userFacts/v1/updateLearnerFact', { id: list[0]!.id, value: 'X' }, { token: other.token });
    expect(foreign.body.errCode).toBe(404);
    const empty = await post(app, '/api/userFacts/v1/updateLearnerFact', { id: list[0]!.id, value: '  ' }, { token });
    expect(empty.body.errCode).toBe(400);
    expect(empty.body.message).toMatch(/value/);
    const neither = await post(app, '/api/userFacts/v1/deleteLearnerFacts', {}, { token });
    expect(neither.body.errCode).toBe(400);
    expect((await post(app, '/api/userFacts/v1/deleteLearnerFacts', { id: list[1]!.id }, { token })).body.data).toEqual({ deleted: 1 });
    expect((await post(app, '/api/userFacts/v1/deleteLearnerFacts', { all: true }, { token })).body.data).toEqual({ deleted: 2 });
    expect(await facts(token)).toEqual([]);
    expect((await get(app, '/api/userFacts/v1/getLearnerFacts')).body.errCode).not.toBe(0);
  });

  it('sends the stored facts to a configured model with each turn (fake OpenAI-compatible server)', async () => {
    const server = await startFakeChatServer((_req, res) => streamPieces(res, ['Nice to hear from you. What do you do?']));
    const withModel = await buildTestApp(getDatabase(), { env: { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'fake' } });
    try {
      const { token } = await signUp(withModel, email());
      await post(withModel, '/api/transform/v1/chatByContext', { roleId: 2, content: 'My name is Ines and I live in Porto.' }, { token });
      await post(withModel, '/api/transform/v1/chatByContext', { roleId: 2, content: 'How are you?' }, { token });
      const system = server.requests.at(-1)!.body.messages![0]!.content;
      expect(system).toContain('name: Ines; lives in: Porto');
    } finally {
      await withModel.close();
      await server.close();
    }
  });
});
