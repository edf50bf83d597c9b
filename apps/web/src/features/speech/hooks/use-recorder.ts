// The recorder of spec §3 "Recording info": isAvailable, recorderIsOpen, isRecording, recorderError.
// Records the microphone with Web Audio and hands back a 16 kHz mono WAV.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { downsample, encodeWav } from './wav-encoder';

export const MAX_RECORDING_MS = 60_000;

export interface RecorderState {
  isAvailable: boolean;
  recorderIsOpen: boolean;
  isRecording: boolean;
  /** What went wrong with the microphone, in the interface language. */
  recorderError: string | null;
}

const UNSUPPORTED = msg`Voice input is not supported in this browser.`;

function microphoneProblem(error: unknown): MessageDescriptor {
  const name = (error as { name?: string }).name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return msg`Microphone access was denied. Allow it in your browser settings to speak.`;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return msg`No microphone was found on this device.`;
  return msg`The microphone could not be started.`;
}

export function useRecorder() {
  const { i18n } = useLingui();
  const isAvailable = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && typeof AudioContext !== 'undefined';
  // The problem is kept as a message and told in the language shown now, so it follows a change of language.
  const [state, setState] = useState<Omit<RecorderState, 'recorderError'> & { problem: MessageDescriptor | null }>({ isAvailable, recorderIsOpen: false, isRecording: false, problem: isAvailable ? null : UNSUPPORTED });
  const session = useRef<{ context: AudioContext; stream: MediaStream; node: ScriptProcessorNode; chunks: Float32Array[]; timer: ReturnType<typeof setTimeout> } | null>(null);

  const release = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    clearTimeout(current.timer);
    current.node.disconnect();
    current.stream.getTracks().forEach((track) => track.stop());
    void current.context.close().catch(() => undefined);
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async (onTooLong?: () => void) => {
    if (!isAvailable || session.current) return false;
    setState((s) => ({ ...s, recorderIsOpen: true, problem: null }));
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
      const context = new AudioContext();
      const source = context.createMediaStreamSource(stream);
      // ScriptProcessor is deprecated but works everywhere without serving a worklet file.
      const node = context.createScriptProcessor(4096, 1, 1);
      const chunks: Float32Array[] = [];
      node.onaudioprocess = (event) => chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
      source.connect(node);
      node.connect(context.destination);
      const timer = setTimeout(() => onTooLong?.(), MAX_RECORDING_MS);
      session.current = { context, stream, node, chunks, timer };
      setState((s) => ({ ...s, isRecording: true }));
      return true;
    } catch (error) {
      release();
      setState((s) => ({ ...s, recorderIsOpen: false, isRecording: false, problem: microphoneProblem(error) }));
      return false;
    }
  }, [isAvailable, release]);

  /** Stops and returns the recording as WAV (null when nothing usable was recorded). */
  const stop = useCallback(async (): Promise<Blob | null> => {
    const current = session.current;
    if (!current) return null;
    const sampleRate = current.context.sampleRate;
    const total = current.chunks.reduce((n, c) => n + c.length, 0);
    const samples = new Float32Array(total);
    let offset = 0;
    for (const chunk of current.chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    release();
    setState((s) => ({ ...s, recorderIsOpen: false, isRecording: false }));
    if (total < sampleRate * 0.3) return null;
    return encodeWav(downsample(samples, sampleRate));
  }, [release]);

  const cancel = useCallback(() => {
    release();
    setState((s) => ({ ...s, recorderIsOpen: false, isRecording: false }));
  }, [release]);

  const { problem, ...rest } = state;
  const recorderError = problem ? i18n._(problem) : null;
  return { ...rest, recorderError, start, stop, cancel };
}
