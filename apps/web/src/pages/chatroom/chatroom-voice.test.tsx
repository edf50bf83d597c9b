// Voice turns: hold-to-talk and tap-to-toggle, what the learner is told when the microphone is
// denied or missing, editing what was recognised, and the pronunciation score (on request, or
// automatically with autoSpeechAssessment).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserSettingsStore } from '../../stores/user-settings-store';
import { FIRST_LOAD } from '../../test/render-screen';
import { chatServer, fakeMicrophone, fakeUploads, messageText, renderChat, setUpChatRoomTests } from './chat-test-kit';

const MIC = 'Hold to talk, or tap to start recording';
const RECORDING = '/media/audio/0123456789abcdef0123.wav';
const ASSESSMENT = {
  score: 82,
  words: [
    { word: 'I', status: 'correct', ipa: 'aɪ', heard: 'I' },
    { word: 'like', status: 'correct', ipa: 'laɪk', heard: 'like' },
    { word: 'coffee', status: 'mispronounced', ipa: 'ˈkɔfi', heard: 'copy' },
  ],
};

function recognition(text: string, assessment: unknown = null) {
  return { text, words: [], audioUrl: RECORDING, durationMs: 1500, assessment };
}

// Lazy pages and sheet animations are slow in jsdom when every test file runs at once.
describe('voice turns in the chat room', { timeout: 15_000 }, () => {
  setUpChatRoomTests();
  let microphone: ReturnType<typeof fakeMicrophone> | null = null;
  afterEach(() => {
    microphone?.remove();
    microphone = null;
  });

  it('explains when the learner has denied the microphone', async () => {
    microphone = fakeMicrophone(new DOMException('Permission denied', 'NotAllowedError'));
    const { user } = renderChat(chatServer());
    await user.click(await screen.findByRole('button', { name: MIC }, FIRST_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('Microphone access was denied. Allow it in your browser settings to speak.');
    expect(screen.getByRole('button', { name: MIC })).toHaveAttribute('aria-pressed', 'false');
  });

  it('explains when the device has no microphone', async () => {
    microphone = fakeMicrophone(new DOMException('Requested device not found', 'NotFoundError'));
    const { user } = renderChat(chatServer());
    await user.click(await screen.findByRole('button', { name: MIC }, FIRST_LOAD));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found on this device.');
  });

  it('records from a tap to the next tap, and lets the learner correct the words before sending', async () => {
    microphone = fakeMicrophone();
    const uploads = fakeUploads(() => recognition('I like copy'));
    const server = chatServer();
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);

    await user.click(screen.getByRole('button', { name: MIC }));
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    // A tap keeps recording after the finger is lifted.
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveAttribute('placeholder', 'Listening…');
    microphone.speak(1.5);

    await user.click(stop);
    await waitFor(() => expect(input).toHaveValue('I like copy'));
    expect(microphone.stop).toHaveBeenCalled();
    expect(uploads[0]?.url).toBe('/api/transform/v1/voiceRecognize');
    expect(uploads[0]?.form.get('type')).toBe('2');
    expect((uploads[0]?.form.get('file') as File).type).toBe('audio/wav');
    // The conversation it answers in (startChat's): recognition listens for that turn's likely answers.
    expect(uploads[0]?.form.get('conversationId')).toBe('7');

    // The learner fixes the word the recogniser got wrong.
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}coffee{Enter}');
    expect(await within(screen.getByRole('log')).findByText(messageText('I like coffee'))).toBeInTheDocument();
    // Edited, so not "as heard"; the recording still goes with it, for the report's spoken time and score.
    expect(server.callsTo('/api/transform/v1/chatByContext')[0]?.body).toMatchObject({ content: 'I like coffee', audioUrl: RECORDING });
    expect(server.callsTo('/api/transform/v1/chatByContext')[0]?.body).not.toHaveProperty('voice');
  });

  it('records while the button is held and stops when it is released', async () => {
    microphone = fakeMicrophone();
    fakeUploads(() => recognition('Good morning'));
    const { user } = renderChat(chatServer());
    const mic = await screen.findByRole('button', { name: MIC }, FIRST_LOAD);
    const input = screen.getByLabelText('Your message');
    vi.useFakeTimers({ toFake: ['Date'] });

    await user.pointer({ keys: '[MouseLeft>]', target: mic });
    expect(await screen.findByRole('button', { name: 'Stop recording' })).toHaveAttribute('aria-pressed', 'true');
    microphone.speak(1);
    vi.setSystemTime(Date.now() + 800);
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Stop recording' }) });

    await waitFor(() => expect(input).toHaveValue('Good morning'));
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop recording' })).not.toBeInTheDocument();
  });

  it('asks for a longer recording when almost nothing was said', async () => {
    microphone = fakeMicrophone();
    const uploads = fakeUploads(() => recognition('never'));
    const { user } = renderChat(chatServer());
    await user.click(await screen.findByRole('button', { name: MIC }, FIRST_LOAD));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByText('That was too short. Hold the button and speak.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('scores the pronunciation of a voice turn from its button, with each word marked and its IPA', async () => {
    microphone = fakeMicrophone();
    const uploads = fakeUploads(() => recognition('I like coffee'));
    const server = chatServer({ '/api/transform/v1/voiceRecognizeByUrl': () => recognition('I like copy', ASSESSMENT), '/api/transform/v1/textToAudio': () => ({ url: '/media/audio/0123456789abcdef.wav', durationMs: 600 }) });
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: MIC }));
    microphone.speak(1.5);
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(input).toHaveValue('I like coffee'));
    expect(uploads[0]?.form.get('assess')).toBe('false');
    await user.type(input, '{Enter}');

    const log = screen.getByRole('log');
    const bubble = (await within(log).findByText(messageText('I like coffee'))).closest('.bubble') as HTMLElement;
    // Assessment is off: no score until the learner asks for one.
    await within(log).findByText(messageText('Nice to hear!'));
    expect(within(log).queryByRole('group', { name: /Pronunciation score/ })).not.toBeInTheDocument();

    await user.click(within(bubble).getByRole('button', { name: 'Pronunciation score' }));
    const score = await within(bubble).findByRole('group', { name: 'Pronunciation score 82' });
    expect(server.callsTo('/api/transform/v1/voiceRecognizeByUrl')[0]?.body).toEqual({ url: RECORDING, expectedText: 'I like coffee' });
    expect(score).toHaveTextContent('Pronunciation 82/100');
    // Each word says its result in text (and a symbol), not by colour alone, and opens its sounds.
    const words = within(score).getAllByRole('button');
    expect(words.map((w) => w.getAttribute('aria-label'))).toEqual(['I: said well. Show its sounds', 'like: said well. Show its sounds', 'coffee: a sound was off. Show its sounds']);
    expect(words.map((w) => w.textContent)).toEqual(['✓ I/aɪ/', '✓ like/laɪk/', '~ coffee/ˈkɔfi/']);
    // Tapping a word opens its sounds; the partner's voice says it slowly.
    await user.click(words[2]!);
    const sheet = await screen.findByRole('region', { name: 'How you said “coffee”' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Hear it slowly' }));
    await waitFor(() => expect(server.callsTo('/api/transform/v1/textToAudio')[0]?.body).toEqual({ text: 'coffee', voiceStyle: 'slow' }));
    fireEvent.keyDown(document, { key: 'Escape' });

    // A typed message has no recording to score.
    await user.type(input, 'And tea{Enter}');
    const typed = (await within(log).findByText(messageText('And tea'))).closest('.bubble') as HTMLElement;
    expect(within(typed).getByRole('button', { name: 'Translate' })).toBeInTheDocument();
    expect(within(typed).queryByRole('button', { name: 'Pronunciation score' })).not.toBeInTheDocument();
  });

  it('shows the score by itself when the learner has automatic assessment on', async () => {
    useUserSettingsStore.setState({ autoSpeechAssessment: true });
    microphone = fakeMicrophone();
    const uploads = fakeUploads(() => recognition('I like coffee', ASSESSMENT));
    const server = chatServer();
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: MIC }));
    microphone.speak(1.5);
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(input).toHaveValue('I like coffee'));
    expect(uploads[0]?.form.get('assess')).toBe('true');
    await user.type(input, '{Enter}');

    const log = screen.getByRole('log');
    expect(await within(log).findByRole('group', { name: 'Pronunciation score 82' })).toHaveTextContent('coffee/ˈkɔfi/');
    expect(server.callsTo('/api/transform/v1/voiceRecognizeByUrl')).toHaveLength(0);
  });

  it('scores the recording against the corrected words when the learner edited them', async () => {
    useUserSettingsStore.setState({ autoSpeechAssessment: true });
    microphone = fakeMicrophone();
    fakeUploads(() => recognition('I like copy', { score: 40, words: [] }));
    const server = chatServer({ '/api/transform/v1/voiceRecognizeByUrl': () => recognition('I like copy', ASSESSMENT) });
    const { user } = renderChat(server);
    const input = await screen.findByLabelText('Your message', {}, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: MIC }));
    microphone.speak(1.5);
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(input).toHaveValue('I like copy'));
    await user.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}coffee{Enter}');

    const log = screen.getByRole('log');
    expect(await within(log).findByRole('group', { name: 'Pronunciation score 82' })).toBeInTheDocument();
    expect(server.callsTo('/api/transform/v1/voiceRecognizeByUrl')[0]?.body).toEqual({ url: RECORDING, expectedText: 'I like coffee' });
    expect(within(log).queryByRole('group', { name: 'Pronunciation score 40' })).not.toBeInTheDocument();
  });

  it("practises saying a partner's message: hear it, say it, and get it scored against that message", async () => {
    microphone = fakeMicrophone();
    const PRACTISED = { score: 91, words: [{ word: 'Hello', status: 'correct', ipa: 'həˈloʊ', heard: 'Hello' }] };
    const uploads = fakeUploads(() => recognition('Hello how was your day', PRACTISED));
    const { user } = renderChat(chatServer());
    const log = await screen.findByRole('log', {}, FIRST_LOAD);
    const partner = (await within(log).findByText(messageText('Hello! How was your day?'), {}, FIRST_LOAD)).closest('.bubble') as HTMLElement;
    await user.click(within(partner).getByRole('button', { name: 'Practise this' }));

    const sheet = await screen.findByRole('region', { name: 'Practise this' });
    expect(within(sheet).getByRole('heading', { name: 'Listen, then say it' })).toBeInTheDocument();
    expect(within(sheet).getByText('Hello! How was your day?')).toBeInTheDocument();
    // fireEvent: the sheet is still sliding in, and user-event refuses elements it cannot yet hit.
    fireEvent.click(within(sheet).getByRole('button', { name: 'Say it' }));
    const stop = await within(sheet).findByRole('button', { name: 'Stop and score' });
    microphone.speak(1.5);
    fireEvent.click(stop);
    const score = await within(sheet).findByRole('group', { name: 'Pronunciation score 91' });
    expect(score).toHaveTextContent('Pronunciation 91/100');
    // Scored against the partner's sentence, never sent to the chat.
    expect(uploads[0]?.form.get('assess')).toBe('true');
    expect(uploads[0]?.form.get('expectedText')).toBe('Hello! How was your day?');
    expect(within(log).queryByText(messageText('Hello how was your day'))).not.toBeInTheDocument();
  });
});
