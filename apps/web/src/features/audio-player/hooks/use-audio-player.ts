// One audio at a time for the whole app (spec §3 "Audio playback": url, index, isAudioPlay,
// loading). Playing something stops whatever was playing, wherever it was started; speaking a text
// first asks the server for its audio file (textToAudio), and remembers the url for the next time.
import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';
import { Toast } from 'antd-mobile';
import { t } from '@lingui/core/macro';
import { useUserSettingsStore } from '../../../stores/user-settings-store';
import { sharedAudioElement } from '../../../lib/audio-unlock';
import { textToAudioCall } from '../../../api/speech';
import { isApiError } from '../../../lib/request/api-error';
import { describeError } from '../../../lib/request/error-message';

export type AudioStatus = 'idle' | 'loading' | 'playing';

export interface AudioPlayerState {
  /** What is playing or loading: a key chosen by the caller (a phrase, a collection item id). */
  key: string | null;
  status: AudioStatus;
  url: string | null;
  /** The component that started it, so that it can stop its own audio when it goes away. */
  owner: string | null;
}

export interface SpeakOptions {
  voiceRoleId?: string | undefined;
  voiceStyle?: string | undefined;
  playbackRate?: number | undefined;
}

const IDLE: AudioPlayerState = { key: null, status: 'idle', url: null, owner: null };

let state: AudioPlayerState = IDLE;
let element: HTMLAudioElement | null = null;
/** Grows with every play or stop, so that an answer arriving late cannot start a stale audio. */
let ticket = 0;
const listeners = new Set<() => void>();
const urlCache = new Map<string, string>();

function setState(next: AudioPlayerState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** For code outside React (the call's reply voice): what plays now, and word of every change. */
export { getState as getAudioState, subscribe as subscribeAudio };

function releaseElement() {
  if (!element) return;
  element.onended = null;
  element.onerror = null;
  element.pause();
  element = null;
}

export function stopAudio() {
  ticket += 1;
  releaseElement();
  if (state !== IDLE) setState(IDLE);
}

async function startElement(url: string, key: string, owner: string | null, myTicket: number, playbackRate: number) {
  releaseElement();
  // The element the first tap unlocked (lib/audio-unlock): replies arrive after the tap is over.
  const audio = sharedAudioElement(url);
  audio.playbackRate = playbackRate;
  const finish = () => {
    if (myTicket !== ticket) return;
    element = null;
    setState(IDLE);
  };
  audio.onended = finish;
  audio.onerror = finish;
  element = audio;
  setState({ key, status: 'playing', url, owner });
  await audio.play();
}

/** Plays an audio file that is already known. */
export async function playAudioUrl(key: string, url: string, options: { owner?: string | null; playbackRate?: number } = {}) {
  const myTicket = ++ticket;
  try {
    await startElement(url, key, options.owner ?? null, myTicket, options.playbackRate ?? 1);
  } catch (error) {
    if (myTicket === ticket) stopAudio();
    throw error;
  }
}

/** The URL of a text's audio in a voice: made by the server once, then kept for this page. */
async function audioUrlFor(text: string, options: Omit<SpeakOptions, 'playbackRate'>): Promise<string> {
  const cacheKey = JSON.stringify([text, options.voiceRoleId ?? '', options.voiceStyle ?? '']);
  const kept = urlCache.get(cacheKey);
  if (kept) return kept;
  const answer = await textToAudioCall({
    text,
    ...(options.voiceRoleId ? { voiceRoleId: options.voiceRoleId } : {}),
    ...(options.voiceStyle ? { voiceStyle: options.voiceStyle } : {}),
  });
  urlCache.set(cacheKey, answer.url);
  return answer.url;
}

/** Makes the audio of a text ahead of time, so a later speakText of it starts without waiting. */
export async function prepareSpeech(text: string, options: Omit<SpeakOptions, 'playbackRate'> = {}): Promise<void> {
  await audioUrlFor(text, options);
}

/** Speaks a text: textToAudio for its url (cached per text and voice), then plays it. */
export async function speakText(key: string, text: string, options: SpeakOptions & { owner?: string | null } = {}) {
  const myTicket = ++ticket;
  releaseElement();
  setState({ key, status: 'loading', url: null, owner: options.owner ?? null });
  try {
    const url = await audioUrlFor(text, options);
    if (myTicket !== ticket) return;
    await startElement(url, key, options.owner ?? null, myTicket, options.playbackRate ?? 1);
  } catch (error) {
    if (myTicket !== ticket) return;
    stopAudio();
    throw error;
  }
}

/** What to tell the learner when audio could not play, in the interface language (read when it happens). */
function explain(error: unknown): string {
  // The audio could not be made (textToAudio failed): what the server said.
  if (isApiError(error)) return describeError(error);
  const message = error instanceof Error ? `${error.name} ${error.message}` : '';
  // Browsers may block sound until the learner has interacted with the page: say what to do.
  if (/NotAllowed|play\(\)/i.test(message)) return t`Tap play again to hear it`;
  return t`Could not play the audio`;
}

/**
 * The shared player for a component: what is playing, and play/stop/toggle. Audio started by a
 * component stops when that component goes away (leaving a screen silences it).
 */
export function useAudioPlayer(defaults: Omit<SpeakOptions, 'playbackRate'> = {}) {
  const owner = useId();
  const current = useSyncExternalStore(subscribe, getState, getState);
  const playbackRate = useUserSettingsStore((s) => s.playbackRate);
  const { voiceRoleId, voiceStyle } = defaults;

  useEffect(
    () => () => {
      if (getState().owner === owner) stopAudio();
    },
    [owner],
  );

  const speak = useCallback(
    (key: string, text: string) => {
      speakText(key, text, { voiceRoleId, voiceStyle, playbackRate, owner }).catch((error: unknown) => Toast.show({ content: explain(error) }));
    },
    [owner, playbackRate, voiceRoleId, voiceStyle],
  );

  /** A second tap on what is playing or loading stops it. */
  const toggle = useCallback(
    (key: string, text: string) => {
      const now = getState();
      if (now.key === key && now.status !== 'idle') stopAudio();
      else speak(key, text);
    },
    [speak],
  );

  const playUrl = useCallback(
    (key: string, url: string) => {
      playAudioUrl(key, url, { owner, playbackRate }).catch((error: unknown) => Toast.show({ content: explain(error) }));
    },
    [owner, playbackRate],
  );

  return {
    ...current,
    statusOf: (key: string): AudioStatus => (current.key === key ? current.status : 'idle'),
    speak,
    toggle,
    playUrl,
    stop: stopAudio,
  };
}
