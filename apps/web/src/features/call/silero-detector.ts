// The turn detector of a call: Silero VAD (v5) run by onnxruntime-web through @ricky0123/vad-web
// (decision 0029). Only the call page imports this module, lazily, so the model code never reaches
// other screens. Its model, worklet and WebAssembly come from /vad/ on our own origin (copied there
// by vite.config.ts); nothing is fetched from anywhere else.
import { MicVAD } from '@ricky0123/vad-web';
import type { OpenTurnDetector } from './call-session';

const VAD_BASE_PATH = '/vad/';

// Speech probabilities above `positive` start speech, below `negative` count toward the pause.
// Guarded is for while the partner speaks: echo cancellation removes most of their voice, and what
// leaks through is quieter and less speech-like than a learner talking into the microphone.
const NORMAL = { positiveSpeechThreshold: 0.5, negativeSpeechThreshold: 0.35 };
const GUARDED = { positiveSpeechThreshold: 0.85, negativeSpeechThreshold: 0.7 };

/** Shorter than this is a cough, a click or a "hm", not a turn. */
const MIN_SPEECH_MS = 400;

const microphone = () =>
  navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true } });

export const openSileroDetector: OpenTurnDetector = async (events, { endOfTurnPauseMs }) => {
  if (typeof WebAssembly === 'undefined' || typeof AudioContext === 'undefined') throw new Error('This browser cannot run voice detection.');
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('No microphone'), { name: 'NotFoundError' });
  const vad = await MicVAD.new({
    model: 'v5',
    baseAssetPath: VAD_BASE_PATH,
    onnxWASMBasePath: VAD_BASE_PATH,
    ortConfig: (ort) => {
      ort.env.logLevel = 'error';
      // One thread: threads need cross-origin isolation, and a frame takes about a millisecond.
      ort.env.wasm.numThreads = 1;
    },
    ...NORMAL,
    redemptionMs: endOfTurnPauseMs,
    minSpeechMs: MIN_SPEECH_MS,
    preSpeechPadMs: 300,
    submitUserSpeechOnPause: false,
    startOnLoad: false,
    getStream: microphone,
    resumeStream: microphone,
    // "Real" start: speech that lasted MIN_SPEECH_MS, so a click neither shows "hearing" nor barges in.
    onSpeechRealStart: () => events.onSpeechStart(),
    onSpeechEnd: (audio) => events.onSpeechEnd(audio),
    onVADMisfire: () => events.onMisfire(),
  });
  return {
    start: () => vad.start(),
    pause: () => vad.pause(),
    setGuarded: (isGuarded) => vad.setOptions(isGuarded ? GUARDED : NORMAL),
    setEndOfTurnPause: (ms) => vad.setOptions({ redemptionMs: ms }),
    destroy: () => vad.destroy(),
  };
};
