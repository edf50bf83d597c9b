// One call session for the call page: created when the call starts, ended when the page goes away.
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CallSession, type CallServices, type CallState, type OpenTurnDetector } from './call-session';

/** The model and its runtime load only when a call starts (their chunk is not part of any other page). */
const openDetector: OpenTurnDetector = async (events, options) => (await import('./silero-detector')).openSileroDetector(events, options);

const IDLE: CallState = { phase: 'connecting', isMuted: false, turns: [], unavailableReason: null, notice: null, lastTimes: null };
const noSubscription = () => () => undefined;

export function useCallSession(services: CallServices, options: { isStarted: boolean; endOfTurnPauseMs: number }) {
  const [session, setSession] = useState<CallSession | null>(null);
  const servicesRef = useRef(services);
  useLayoutEffect(() => {
    servicesRef.current = services;
  });
  const pauseRef = useRef(options.endOfTurnPauseMs);
  useLayoutEffect(() => {
    pauseRef.current = options.endOfTurnPauseMs;
  }, [options.endOfTurnPauseMs]);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!options.isStarted) return;
    // Services are read through the ref, so the session always uses the page's latest ones.
    const current = servicesRef.current;
    const next = new CallSession(
      {
        recognise: (samples, onUploaded) => servicesRef.current.recognise(samples, onUploaded),
        reply: (heard) => servicesRef.current.reply(heard),
        voice: { say: (text, handlers) => servicesRef.current.voice.say(text, handlers), stop: () => servicesRef.current.voice.stop() },
        now: current.now,
      },
      openDetector,
      { endOfTurnPauseMs: pauseRef.current },
    );
    setSession(next);
    void next.start();
    return () => void next.end();
  }, [options.isStarted, generation]);

  useEffect(() => session?.setEndOfTurnPause(options.endOfTurnPauseMs), [session, options.endOfTurnPauseMs]);

  const state = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getState ?? (() => IDLE));
  return {
    ...state,
    setMuted: (isMuted: boolean) => void session?.setMuted(isMuted),
    end: () => void session?.end(),
    /** A new call with the same partner. */
    restart: () => setGeneration((g) => g + 1),
  };
}
