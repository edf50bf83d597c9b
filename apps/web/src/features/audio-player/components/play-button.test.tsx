import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiCaller } from '../../../lib/api';
import { createApiCaller } from '../../../lib/request/api-caller';
import { createRequestClient } from '../../../lib/request/request-client';
import { useUserSettingsStore } from '../../../stores/user-settings-store';
import { ServerFailure, fakeServer, stubAudio, type FakeServer } from '../../../test/render-screen';
import { PlayButton } from './play-button';

const SPEAK = '/api/transform/v1/textToAudio';

function install(server: FakeServer) {
  const client = createRequestClient({ fetch: server.fetch, getToken: () => null, getDeviceId: () => 'dev', onSessionExpired: () => undefined, loading: { show: () => undefined, hide: () => undefined } });
  setApiCaller(createApiCaller(client), client);
}

const speaking = () =>
  fakeServer({ [SPEAK]: ({ body }) => ({ url: `/media/audio/${String(body?.text).replace(/\W/g, '').toLowerCase().padEnd(16, '0')}.wav`, durationMs: 800 }) });

describe('the play button', () => {
  beforeEach(() => useUserSettingsStore.setState({ playbackRate: 1.2 }));
  afterEach(() => vi.restoreAllMocks());

  it('speaks the text at the learner’s playback rate and stops on a second tap', async () => {
    const audio = stubAudio();
    const server = speaking();
    install(server);
    render(<PlayButton text="Good morning" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play “Good morning”' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop “Good morning”' }));
    expect(screen.getByRole('button', { name: 'Play “Good morning”' })).toBeVisible();
    expect(server.callsTo(SPEAK)[0]?.body).toEqual({ text: 'Good morning' });
    expect(audio.played).toEqual([expect.stringMatching(/\/media\/audio\/goodmorning00000\.wav$/)]);
    expect((audio.play.mock.contexts[0] as HTMLAudioElement).playbackRate).toBe(1.2);
  });

  it('plays one audio at a time: starting another stops the first', async () => {
    const audio = stubAudio();
    install(speaking());
    render(
      <>
        <PlayButton text="First line" />
        <PlayButton text="Second line" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play “First line”' }));
    await screen.findByRole('button', { name: 'Stop “First line”' });
    await userEvent.click(screen.getByRole('button', { name: 'Play “Second line”' }));
    await screen.findByRole('button', { name: 'Stop “Second line”' });
    expect(screen.getByRole('button', { name: 'Play “First line”' })).toBeVisible();
    expect(audio.pause).toHaveBeenCalled();
  });

  it('asks the server once per text and goes back to play when the audio ends', async () => {
    const audio = stubAudio();
    const server = speaking();
    install(server);
    render(<PlayButton text="See you later" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play “See you later”' }));
    await screen.findByRole('button', { name: 'Stop “See you later”' });
    const element = audio.play.mock.contexts[0] as HTMLAudioElement;
    element.dispatchEvent(new Event('ended'));
    await screen.findByRole('button', { name: 'Play “See you later”' });
    await userEvent.click(screen.getByRole('button', { name: 'Play “See you later”' }));
    await screen.findByRole('button', { name: 'Stop “See you later”' });
    expect(server.callsTo(SPEAK)).toHaveLength(1);
    expect(audio.played).toHaveLength(2);
  });

  it('shows loading while the server makes the audio', async () => {
    stubAudio();
    let answer: (value: unknown) => void = () => undefined;
    install(fakeServer({ [SPEAK]: () => new Promise((resolve) => (answer = resolve)) }));
    render(<PlayButton text="Slow words" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play “Slow words”' }));
    const button = screen.getByRole('button', { name: 'Stop “Slow words”' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer({ url: '/media/audio/0000000000000000.wav', durationMs: 100 });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  });

  it('says what went wrong and offers play again when the audio cannot be made', async () => {
    stubAudio();
    install(
      fakeServer({
        [SPEAK]: () => {
          throw new ServerFailure('text to speech is not available');
        },
      }),
    );
    render(<PlayButton text="Broken" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play “Broken”' }));
    expect(await screen.findByText('text to speech is not available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play “Broken”' })).toBeVisible();
  });

  it('stops its audio when it goes away', async () => {
    const audio = stubAudio();
    install(speaking());
    const view = render(<PlayButton text="Leaving now" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play “Leaving now”' }));
    await screen.findByRole('button', { name: 'Stop “Leaving now”' });
    const pausesBefore = audio.pause.mock.calls.length;
    view.unmount();
    expect(audio.pause.mock.calls.length).toBe(pausesBefore + 1);
  });
});
