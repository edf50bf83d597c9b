import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assessment } from '@parley/contract/speech';
import { setApiCaller } from '../../../lib/api';
import { createApiCaller } from '../../../lib/request/api-caller';
import { createRequestClient } from '../../../lib/request/request-client';
import { fakeServer, type FakeServer } from '../../../test/render-screen';
import { tipFor } from '../sound-tips';
import { PronunciationScore } from './pronunciation-score';

function install(server: FakeServer) {
  const client = createRequestClient({ fetch: server.fetch, getToken: () => null, getDeviceId: () => 'dev', onSessionExpired: () => undefined, loading: { show: () => undefined, hide: () => undefined } });
  setApiCaller(createApiCaller(client), client);
}

const SHIP_AS_SHEEP: Assessment = {
  score: 94,
  method: 'network',
  words: [
    { word: 'big', status: 'correct', ipa: 'bɪɡ', heard: 'big', score: 100, phones: [{ expected: 'b', heard: 'b', status: 'ok' }, { expected: 'ɪ', heard: 'ɪ', status: 'ok' }, { expected: 'ɡ', heard: 'ɡ', status: 'ok' }], expectedIpa: 'bɪɡ', heardIpa: 'bɪɡ' },
    {
      word: 'ship',
      status: 'mispronounced',
      ipa: 'ʃɪp',
      heard: 'ship',
      score: 67,
      phones: [{ expected: 'ʃ', heard: 'ʃ', status: 'ok' }, { expected: 'ɪ', heard: 'iː', status: 'substituted' }, { expected: 'p', heard: 'p', status: 'ok' }],
      expectedIpa: 'ʃɪp',
      heardIpa: 'ʃiːp',
      mistake: 'substitution',
    },
  ],
};

describe('the pronunciation word sheet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows expected and heard sounds, the sound that was off with its tip and the usual trouble for the learner', async () => {
    install(fakeServer({}));
    render(<PronunciationScore assessment={SHIP_AS_SHEEP} nativeLanguage="es-ES" onHearSlowly={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'ship: a sound was off. Show its sounds' }));
    const sheet = await screen.findByRole('region', { name: 'How you said “ship”' });
    expect(within(sheet).getByText('/ʃɪp/')).toBeVisible();
    expect(within(sheet).getByText('/ʃiːp/')).toBeVisible();
    expect(within(sheet).getByText('/ɪ/ sounded like /iː/')).toBeVisible();
    expect(within(sheet).getByText(tipFor('ɪ')!.tip)).toBeVisible();
    expect(within(sheet).getByText(tipFor('ɪ', 'es')!.trouble!)).toBeVisible();
  });

  it('tells a learner who added a vowel after a word to leave it out, not how to make that vowel', async () => {
    install(fakeServer({}));
    const bigga: Assessment = {
      score: 85,
      method: 'network',
      words: [{
        word: 'big',
        status: 'mispronounced',
        ipa: 'bɪɡ',
        heard: 'big',
        score: 85,
        phones: [{ expected: 'b', heard: 'b', status: 'ok' }, { expected: 'ɪ', heard: 'ɪ', status: 'ok' }, { expected: 'ɡ', heard: 'ɡ', status: 'ok' }, { expected: null, heard: 'ʌ', status: 'inserted' }],
        expectedIpa: 'bɪɡ',
        heardIpa: 'bɪɡʌ',
        mistake: 'vowel-inserted',
      }],
    };
    render(<PronunciationScore assessment={bigga} onHearSlowly={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'big: a sound was off. Show its sounds' }));
    const sheet = await screen.findByRole('region', { name: 'How you said “big”' });
    expect(within(sheet).getByText('an extra /ʌ/ was added')).toBeVisible();
    expect(within(sheet).getByText('End the word on its last sound, with no vowel after it.')).toBeVisible();
    expect(within(sheet).queryByText(tipFor('ʌ')!.tip)).not.toBeInTheDocument();
  });

  it('asks the page to say the word slowly', async () => {
    install(fakeServer({}));
    const onHearSlowly = vi.fn();
    render(<PronunciationScore assessment={SHIP_AS_SHEEP} onHearSlowly={onHearSlowly} />);
    await userEvent.click(screen.getByRole('button', { name: 'ship: a sound was off. Show its sounds' }));
    // the sheet is still sliding in (pointer-events: none), so the tap is a plain click event
    fireEvent.click(await screen.findByRole('button', { name: 'Hear it slowly' }));
    expect(onHearSlowly).toHaveBeenCalledWith('ship');
  });

  it('tells a word said well, and cannot retry without a microphone', async () => {
    install(fakeServer({}));
    render(<PronunciationScore assessment={SHIP_AS_SHEEP} onHearSlowly={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'big: said well. Show its sounds' }));
    const sheet = await screen.findByRole('region', { name: 'How you said “big”' });
    expect(within(sheet).getByText('Every sound was right.')).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(within(sheet).getByRole('alert')).toHaveTextContent('not supported');
  });

  it('says so instead of scoring when the recording was of something else', () => {
    render(<PronunciationScore assessment={{ score: 0, mismatch: true, method: 'network', words: [] }} onHearSlowly={() => undefined} />);
    expect(screen.getByText(/did not sound like the sentence/)).toBeVisible();
    expect(screen.queryByText(/\/100/)).not.toBeInTheDocument();
  });
});
