// The call screen with a scripted turn detector (jsdom has no microphone, Web Audio or WebAssembly;
// the real Silero detector runs in e2e/call.spec.ts) and a stand-in server: a turn goes up as a
// voice recording, comes back as captions, is stored through the chat, and is spoken.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TurnDetectorEvents } from '../../features/call/call-session';
import { stopAudio } from '../../features/audio-player/hooks/use-audio-player';
import { FIRST_LOAD } from '../../test/render-screen';
import { chatServer, fakeUploads, message, renderChat, setUpChatRoomTests, streamedReply } from '../chatroom/chat-test-kit';

const detector = vi.hoisted(() => ({ events: null as TurnDetectorEvents | null, failWith: null as Error | null, log: [] as string[] }));
vi.mock('../../features/call/silero-detector', () => ({
  openSileroDetector: async (events: TurnDetectorEvents) => {
    if (detector.failWith) throw detector.failWith;
    detector.events = events;
    return {
      start: async () => void detector.log.push('start'),
      pause: async () => void detector.log.push('pause'),
      setGuarded: (isGuarded: boolean) => void detector.log.push(isGuarded ? 'guarded' : 'unguarded'),
      setEndOfTurnPause: () => undefined,
      destroy: async () => void detector.log.push('destroy'),
    };
  },
}));

const RECORDING = '/media/audio/0123456789abcdef0123.wav';
const CORRECTION = { start: 2, end: 6, wrong: 'goed', fix: 'went', reason: 'The past of "go" is "went".', category: 'verb form' };

describe('the call screen', { timeout: 15_000 }, () => {
  setUpChatRoomTests();
  beforeEach(() => {
    detector.events = null;
    detector.failWith = null;
    detector.log = [];
    vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => stopAudio());

  it('takes a turn hands-free: the heard words and the reply as captions, stored through the chat, spoken, and summed up at the end', async () => {
    const uploads = fakeUploads(() => ({ text: 'I goed to the park', words: [], audioUrl: RECORDING, durationMs: 1500, assessment: null }));
    const server = chatServer({
      '/api/transform/v1/chatByContext': (call) => {
        const body = call.body as { content: string; clientMessageId: string };
        return streamedReply(body, ['Oh, which', ' park?'], { learnerMessage: message(1001, 'learner', body.content, { clientMessageId: body.clientMessageId, correction: CORRECTION }) });
      },
      '/api/transform/v1/textToAudio': () => ({ url: '/media/audio/reply.wav', durationMs: 900 }),
    });
    const { user } = renderChat(server, '/chat/call?roleId=2');
    const status = await screen.findByText('Listening…', {}, FIRST_LOAD);
    expect(screen.getByRole('heading', { level: 1, name: 'Call' })).toBeVisible();
    expect(screen.getByText('Sam')).toBeVisible();

    act(() => detector.events!.onSpeechStart());
    expect(status).toHaveTextContent('Listening to you…');
    act(() => detector.events!.onSpeechEnd(new Float32Array(16_000)));

    const captions = screen.getByRole('region', { name: 'Captions' });
    expect(await within(captions).findByText(/I goed to the park/)).toBeVisible();
    expect(await within(captions).findByText('Oh, which park?')).toBeVisible();
    expect(within(captions).getByText(/a correction, shown at the end of the call/)).toBeInTheDocument();
    expect(await screen.findByText('Sam is speaking')).toBeVisible();
    expect(detector.log).toContain('guarded');

    expect((uploads[0]?.form.get('file') as File).type).toBe('audio/wav');
    expect(server.callsTo('/api/transform/v1/chatByContext')[0]?.body).toMatchObject({ roleId: 2, content: 'I goed to the park', voice: true });
    expect(server.callsTo('/api/transform/v1/textToAudio')[0]?.body).toMatchObject({ text: 'Oh, which park?' });

    await user.click(screen.getByRole('button', { name: 'Timings' }));
    expect(screen.getByRole('region', { name: 'Timings of the last turn' })).toHaveTextContent('End of turn → first audio');

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(await screen.findByRole('heading', { name: 'Call ended' })).toBeVisible();
    expect(screen.getByText('goed')).toBeVisible();
    expect(screen.getByText('went')).toBeVisible();
    expect(detector.log.at(-1)).toBe('destroy');
  });

  it('mutes and unmutes the microphone', async () => {
    const { user } = renderChat(chatServer(), '/chat/call?roleId=1');
    await screen.findByText('Listening…', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('You are muted')).toBeVisible();
    expect(detector.log.at(-1)).toBe('pause');
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(await screen.findByText('Listening…')).toBeVisible();
    expect(detector.log.at(-1)).toBe('start');
  });

  it('hides and shows the captions with their switch', async () => {
    const { user } = renderChat(chatServer(), '/chat/call?roleId=1');
    await screen.findByText('Listening…', {}, FIRST_LOAD);
    expect(screen.getByRole('region', { name: 'Captions' })).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Show captions' }));
    expect(screen.queryByRole('region', { name: 'Captions' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show captions' }));
    expect(screen.getByRole('region', { name: 'Captions' })).toBeVisible();
  });

  it('says so when there is no microphone, and offers the chat instead', async () => {
    detector.failWith = new DOMException('Requested device not found', 'NotFoundError');
    renderChat(chatServer(), '/chat/call?roleId=1');
    expect(await screen.findByText(/No microphone was found on this device/, {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Talk in the chat instead' })).toBeVisible();
  });

  it('says so when the browser cannot run voice detection (no WebAssembly, no audio worklet)', async () => {
    detector.failWith = new Error('WebAssembly is not available');
    renderChat(chatServer(), '/chat/call?roleId=1');
    expect(await screen.findByText(/This browser cannot run the voice detection a call needs/, {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Talk in the chat instead' })).toBeVisible();
  });

  it('says why when the microphone is denied, and offers the chat instead', async () => {
    detector.failWith = new DOMException('Permission denied', 'NotAllowedError');
    const { user, location } = renderChat(chatServer(), '/chat/call?roleId=2');
    expect(await screen.findByText(/Parley may not use the microphone/, {}, FIRST_LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Talk in the chat instead' }));
    expect(location()).toBe('/chat/chatroom?roleId=2');
  });
});
