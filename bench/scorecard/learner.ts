// A new learner talking to the app under test over app.inject, as the probe runner does
// (bench/conversation/probes.ts): sign up, save settings, open a chat, send turns.
import type { FastifyInstance } from 'fastify';
import { get, post, signUp } from '../../apps/server/test/support/accounts';

export interface Turn {
  reply: string;
  /** The grammar check's correction on the learner's message (the mark the web shows). */
  marked: boolean;
}

export async function newLearner(app: FastifyInstance, n: number, settings: Record<string, unknown> = {}): Promise<Record<string, string>> {
  const { token } = await signUp(app, `scorecard.${n}.${Date.now()}@example.com`);
  const headers = { token };
  if (Object.keys(settings).length) {
    const res = await post(app, '/api/user/v1/updateUserSettings', settings, headers);
    if (res.body.errCode !== 0) throw new Error(`updateUserSettings: ${res.body.message as string}`);
  }
  return headers;
}

export async function openChat(app: FastifyInstance, headers: Record<string, string>, roleId: number, level?: string): Promise<string> {
  const query = new URLSearchParams({ roleId: String(roleId), ...(level ? { level } : {}) });
  const res = await get(app, `/api/common/v1/startChat?${query.toString()}`, headers);
  if (res.body.errCode !== 0) throw new Error(`startChat: ${res.body.message as string}`);
  return res.body.data.message.content as string;
}

/** One free-chat turn; an error answer becomes an empty reply (the areas count it as failed). */
export async function say(app: FastifyInstance, headers: Record<string, string>, roleId: number, content: string, options: { level?: string; voice?: boolean } = {}): Promise<Turn> {
  const payload = { roleId, content, ...(options.level ? { level: options.level } : {}), ...(options.voice ? { voice: true } : {}) };
  const res = await post(app, '/api/transform/v1/chatByContext', payload, headers);
  if (res.body.errCode !== 0) return { reply: '', marked: false };
  return { reply: res.body.data.reply.content as string, marked: Boolean(res.body.data.learnerMessage?.correction) };
}
