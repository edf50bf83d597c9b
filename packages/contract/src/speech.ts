// Voices, text to speech, speech to text and pronunciation scores (spec §7 "Transform" speech calls).
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { listSchema } from './common';

export const MAX_SPEECH_CHARS = 1000;

export const voiceStyleSchema = z.object({ key: z.string(), name: z.string(), rate: z.number(), pitch: z.number() });
export const voiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  gender: z.enum(['female', 'male']),
  accent: z.string(),
  language: z.string(),
  engine: z.string(),
  styles: z.array(voiceStyleSchema),
  previewText: z.string(),
});
export type Voice = z.infer<typeof voiceSchema>;

export const getAllVoiceRoles = defineEndpoint({
  method: 'POST',
  path: '/api/aiVoiceRole/v1/getAllVoiceRoles',
  summary: 'The voices this server really has, with their styles',
  input: z.object({}),
  response: listSchema(voiceSchema),
});

export const textToAudio = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/textToAudio',
  summary: 'Speak a text; the same text and voice reuse the cached file',
  input: z.object({
    text: z.string({ error: 'is required' }).trim().min(1, 'must not be empty').max(MAX_SPEECH_CHARS, `must be at most ${MAX_SPEECH_CHARS} characters`),
    voiceRoleId: z.string().max(64).optional(),
    voiceStyle: z.string().max(64).optional(),
    speed: z.number().min(0.5, 'must be 0.5 or more').max(2, 'must be 2 or less').optional(),
  }),
  response: z.object({ url: z.string(), durationMs: z.number().nullable(), cached: z.boolean() }),
});

export const recognizedWordSchema = z.object({
  word: z.string(),
  start: z.number(),
  end: z.number(),
  confidence: z.number().nullable(),
});

export const recognitionSchema = z.object({
  text: z.string(),
  words: z.array(recognizedWordSchema),
  audioUrl: z.string().nullable(),
  durationMs: z.number(),
});
export type Recognition = z.infer<typeof recognitionSchema>;

export const assessmentSchema = z.object({
  score: z.number(),
  words: z.array(
    z.object({
      word: z.string(),
      status: z.enum(['correct', 'mispronounced', 'missing']),
      ipa: z.string().nullable(),
      heard: z.string().nullable(),
    }),
  ),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const voiceRecognizeByUrl = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/voiceRecognizeByUrl',
  summary: 'Recognise audio already stored on this server (never an outside address)',
  input: z.object({
    url: z.string().max(300).regex(/^\/media\/audio\/[a-f0-9]{16,64}\.wav$/, 'must be an audio url of this server'),
    expectedText: z.string().max(MAX_SPEECH_CHARS).optional(),
  }),
  response: recognitionSchema.extend({ assessment: assessmentSchema.nullable() }),
});

/** Multipart calls (audioToText, voiceRecognize) answer these shapes. */
export const audioToTextDataSchema = z.object({ text: z.string() });
export const voiceRecognizeDataSchema = recognitionSchema.extend({ assessment: assessmentSchema.nullable() });
export const AUDIO_TO_TEXT_PATH = '/api/transform/v1/audioToText';
export const VOICE_RECOGNIZE_PATH = '/api/transform/v1/voiceRecognize';
export const MAX_AUDIO_BYTES = 2 * 1024 * 1024;
export const MAX_AUDIO_SECONDS = 60;
