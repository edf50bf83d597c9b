// One audio at a time (spec §3 "Audio playback": url, index, isAudioPlay, loading), played at the
// learner's playback rate. Speaking a text first asks the server for its audio file.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { speakCall } from '../api/language-calls';

export interface AudioState {
  url: string | null;
  /** Which item is playing (a message id, or a word). */
  index: string | number | null;
  isAudioPlay: boolean;
  loading: boolean;
}

export function useAudioPlayer(options: { playbackRate: number; voiceRoleId?: string | null | undefined; voiceStyle?: string | null | undefined }) {
  const [state, setState] = useState<AudioState>({ url: null, index: null, isAudioPlay: false, loading: false });
  const audio = useRef<HTMLAudioElement | null>(null);
  const request = useRef(0);

  const stop = useCallback(() => {
    request.current += 1;
    audio.current?.pause();
    audio.current = null;
    setState((s) => ({ ...s, isAudioPlay: false, loading: false, index: null }));
  }, []);

  useEffect(() => stop, [stop]);

  const playUrl = useCallback(
    async (url: string, index: string | number) => {
      audio.current?.pause();
      const element = new Audio(url);
      element.playbackRate = options.playbackRate;
      element.onended = () => setState((s) => (s.index === index ? { ...s, isAudioPlay: false, index: null } : s));
      audio.current = element;
      setState({ url, index, isAudioPlay: true, loading: false });
      await element.play();
    },
    [options.playbackRate],
  );

  /** Speaks a text; a second tap on the same item stops it. */
  const toggleSpeak = useCallback(
    async (text: string, index: string | number) => {
      if (state.index === index && (state.isAudioPlay || state.loading)) {
        stop();
        return;
      }
      const ticket = ++request.current;
      audio.current?.pause();
      setState({ url: null, index, isAudioPlay: false, loading: true });
      try {
        const { url } = await speakCall({ text, voiceRoleId: options.voiceRoleId ?? undefined, voiceStyle: options.voiceStyle ?? undefined });
        if (ticket !== request.current) return;
        await playUrl(url, index);
      } catch (error) {
        if (ticket !== request.current) return;
        setState({ url: null, index: null, isAudioPlay: false, loading: false });
        const message = (error as Error).message;
        // Autoplay can be blocked until the learner interacts with the page: say so plainly.
        Toast.show({ content: /play\(\)|NotAllowed/i.test(message) ? 'Tap play to hear the reply' : message || 'Could not play the audio' });
      }
    },
    [options.voiceRoleId, options.voiceStyle, playUrl, state.index, state.isAudioPlay, state.loading, stop],
  );

  return { ...state, toggleSpeak, playUrl, stop };
}
