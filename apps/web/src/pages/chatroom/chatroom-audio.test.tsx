// Playback in the chat room (spec §3 audio state): play/stop with a loading state, auto-play of new
// replies when autoPlayVoice is on, the learner's playbackRate, and one audio at a time.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { FIRST_LOAD } from '../../test/render-screen';
import { stopAudio } from '../../features/audio-player/hooks/use-audio-player';
import { chatServer, message, messageText, renderChat, setUpChatRoomTests, streamedReply } from './chat-test-kit';

const SPEAK = '/api/transform/v1/textToAudio';

/** jsdom cannot play audio: record each start with the rate it was asked for, and each pause. */
function recordPlayback() {
  const played: Array<{ src: string; playbackRate: number; element: HTMLMediaElement }> = [];
  const paused: HTMLMediaElement[] = [];
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push({ src: new URL(this.src).pathname, playbackRate: this.playbackRate, element: this });
    return Promise.resolve();
  });
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.push(this);
  });
  return { played, paused };
}

/** Each text gets its own file, as the server would make. */
const speakHandler = (call: { body?: Record<string, unknown> }) => ({ url: `/media/audio/${encodeURIComponent(String(call.body?.text)).slice(0, 24)}.wav`, durationMs: 1000 });

let run = 0;
// Lazy pages and sheet animations are slow in jsdom when every test file runs at once.
describe('playback in the chat room', { timeout: 15_000 }, () => {
  setUpChatRoomTests();
  let tag: string;
  beforeEach(() => {
    // The player remembers the audio of each text: every test speaks texts of its own.
    tag = `run${++run}`;
  });
  afterEach(() => {
    stopAudio();
    vi.restoreAllMocks();
  });

  it('plays a reply at the chosen speed, shows loading then stop, and stops on a second tap', async () => {
    useUserSettingsStore.setState({ playbackRate: 1.2 });
    const playback = recordPlayback();
    let answerSpeech: (() => void) | null = null;
    const server = chatServer({
      '/api/common/v1/startChat': () => ({ conversationId: 7, message: message(1, 'ai', `Hello ${tag}`), isNew: true, engine: { engine: 'practice-partner', model: null }, sceneProgress: null }),
      [SPEAK]: (call) => new Promise((resolve) => (answerSpeech = () => resolve(speakHandler(call)))),
    });
    const { user } = renderChat(server);
    const log = await screen.findByRole('log', {}, FIRST_LOAD);
    await user.click(await within(log).findByRole('button', { name: 'Play' }));

    // While the server makes the audio, the button shows it is loading.
    const loading = await within(log).findByRole('button', { name: 'Stop' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(answerSpeech).not.toBeNull());
    answerSpeech!();
    await waitFor(() => expect(playback.played).toHaveLength(1));
    expect(playback.played[0]).toMatchObject({ src: expect.stringContaining('/media/audio/Hello'), playbackRate: 1.2 });
    expect(server.callsTo(SPEAK)[0]?.body).toMatchObject({ text: `Hello ${tag}` });
    const stop = within(log).getByRole('button', { name: 'Stop' });
    expect(stop).toHaveAttribute('aria-busy', 'false');

    await user.click(stop);
    expect(await within(log).findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(playback.paused).toContain(playback.played[0]!.element);
  });

  it('plays one audio at a time: starting another reply stops the first', async () => {
    const playback = recordPlayback();
    const list = [message(1, 'ai', `First ${tag}`), message(2, 'learner', 'Ok'), message(3, 'ai', `Second ${tag}`)];
    const server = chatServer({
      '/api/transform/v1/getChatHistory': () => ({ list, total: 3, conversationId: 7, updateNum: 0, sceneProgress: null }),
      '/api/common/v1/startChat': () => ({ conversationId: 7, message: list[2], isNew: false, engine: { engine: 'practice-partner', model: null }, sceneProgress: null }),
      [SPEAK]: speakHandler,
    });
    const { user } = renderChat(server);
    const log = await screen.findByRole('log', {}, FIRST_LOAD);
    const bubble = async (text: string) => (await within(log).findByText(messageText(text))).closest('.bubble') as HTMLElement;

    await user.click(within(await bubble(`First ${tag}`)).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(playback.played).toHaveLength(1));
    expect(within(await bubble(`First ${tag}`)).getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    await user.click(within(await bubble(`Second ${tag}`)).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(playback.played).toHaveLength(2));
    expect(playback.paused).toContain(playback.played[0]!.element);
    expect(within(await bubble(`First ${tag}`)).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(await bubble(`Second ${tag}`)).getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    // Opening a conversation with history does not replay its last line.
    expect(server.callsTo(SPEAK).map((c) => c.body?.text)).toEqual([`First ${tag}`, `Second ${tag}`]);
  });

  it('speaks the opening line and each new reply by itself when auto-play is on', async () => {
    useUserSettingsStore.setState({ autoPlayVoice: true });
    const playback = recordPlayback();
    const server = chatServer({
      '/api/common/v1/startChat': () => ({ conversationId: 7, message: message(1, 'ai', `Welcome ${tag}`), isNew: true, engine: { engine: 'practice-partner', model: null }, sceneProgress: null }),
      '/api/transform/v1/chatByContext': (call) => streamedReply(call.body as { content: string; clientMessageId: string }, ['Glad', ` ${tag}`]),
      [SPEAK]: speakHandler,
    });
    const { user } = renderChat(server);
    await waitFor(() => expect(playback.played).toHaveLength(1), FIRST_LOAD);
    expect(server.callsTo(SPEAK)[0]?.body).toMatchObject({ text: `Welcome ${tag}` });

    await user.type(screen.getByLabelText('Your message'), 'Thanks{Enter}');
    await waitFor(() => expect(playback.played).toHaveLength(2));
    // Once the reply is complete: never a half-streamed text.
    expect(server.callsTo(SPEAK).map((c) => c.body?.text)).toEqual([`Welcome ${tag}`, `Glad ${tag}`]);
  });

  it('stays quiet when auto-play is off', async () => {
    const playback = recordPlayback();
    const server = chatServer({ [SPEAK]: speakHandler });
    const { user } = renderChat(server);
    await user.type(await screen.findByLabelText('Your message', {}, FIRST_LOAD), 'Thanks{Enter}');
    expect(await within(screen.getByRole('log')).findByText(messageText('Nice to hear!'))).toBeInTheDocument();
    expect(server.callsTo(SPEAK)).toHaveLength(0);
    expect(playback.played).toHaveLength(0);
  });
});
