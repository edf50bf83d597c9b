// What a conversation's load shows when the learner sent a message before it finished (the race a
// wide-screen journey met on a busy machine: the opening arrived after the reply and replaced both).
import { describe, expect, it } from 'vitest';
import { learnerKeyOf, withSentRows, type LocalMessage } from './use-chat';

const row = (m: Partial<LocalMessage> & Pick<LocalMessage, 'key' | 'from'>): LocalMessage => ({
  id: null,
  content: m.from === 'ai' ? 'Hello!' : 'I like reading.',
  createdAt: '2026-11-28T20:00:00.000Z',
  status: 'sent',
  clientMessageId: null,
  ...m,
});

const opening = row({ key: 'm1', id: 1, from: 'ai' });

describe('withSentRows', () => {
  it('keeps a message and its reply sent while the conversation loaded, after the opening', () => {
    const learner = row({ key: learnerKeyOf('web-a'), id: 2, from: 'learner', clientMessageId: 'web-a' });
    const reply = row({ key: 'rweb-a', id: 3, from: 'ai', content: 'Reading is lovely.' });
    expect(withSentRows([opening], [learner, reply]).map((m) => m.key)).toEqual(['m1', 'cweb-a', 'rweb-a']);
  });

  it('keeps a message still on its way, with its waiting reply', () => {
    const learner = row({ key: learnerKeyOf('web-b'), from: 'learner', status: 'pending', clientMessageId: 'web-b' });
    const waiting = row({ key: 'rweb-b', from: 'ai', content: '', status: 'waiting' });
    expect(withSentRows([opening], [learner, waiting]).map((m) => m.status)).toEqual(['sent', 'pending', 'waiting']);
  });

  it('shows a message once when the load already holds it, by stored id or by client id, in its sent place', () => {
    const stored = row({ key: 'm2', id: 2, from: 'learner', clientMessageId: 'web-c' });
    const pending = row({ key: learnerKeyOf('web-c'), from: 'learner', status: 'pending', clientMessageId: 'web-c' });
    const waiting = row({ key: 'rweb-c', from: 'ai', content: '', status: 'waiting' });
    expect(withSentRows([opening, stored], [pending, waiting]).map((m) => m.key)).toEqual(['m1', 'cweb-c', 'rweb-c']);
  });

  it('keeps the order when the start call answers with the reply to the message sent meanwhile', () => {
    const learner = row({ key: learnerKeyOf('web-d'), id: 2, from: 'learner', clientMessageId: 'web-d' });
    const reply = row({ key: 'rweb-d', id: 3, from: 'ai', content: 'Reading is lovely.' });
    const latestReply = row({ key: 'm3', id: 3, from: 'ai', content: 'Reading is lovely.' });
    expect(withSentRows([latestReply], [learner, reply]).map((m) => m.key)).toEqual(['cweb-d', 'rweb-d']);
  });

  it('drops rows of an earlier load: the new load replaces them', () => {
    const older = row({ key: 'm9', id: 9, from: 'ai', content: 'An older page' });
    expect(withSentRows([opening], [older]).map((m) => m.key)).toEqual(['m1']);
  });
});
