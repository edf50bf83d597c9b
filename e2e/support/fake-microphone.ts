// Browser options for specs that speak: Chromium's fake microphone plays a recording made with
// Parley's own TTS in a loop, and the permission prompt is answered yes.
import path from 'node:path';

export const VOICE_RECORDING = path.join(import.meta.dirname, '../fixtures/voice-turn.wav');

/** The same options with the fake microphone playing another recording (in a loop). */
export function fakeMicrophonePlaying(recording: string) {
  return {
    permissions: ['microphone'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
        '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${recording}`,
      ],
    },
  };
}

export const fakeMicrophone = fakeMicrophonePlaying(VOICE_RECORDING);
