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
  // No `cached` flag: whether a text was spoken before, perhaps for someone else, is not told (issue 16).
  response: z.object({ url: z.string(), durationMs: z.number().nullable() }),
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

/** One sound of a word, in IPA: said as expected, replaced by another, left out, or added. */
export const assessedPhoneSchema = z.object({
  expected: z.string().nullable(),
  heard: z.string().nullable(),
  status: z.enum(['ok', 'substituted', 'missing', 'inserted']),
});
export type AssessedPhone = z.infer<typeof assessedPhoneSchema>;

export const assessedWordSchema = z.object({
  word: z.string(),
  status: z.enum(['correct', 'mispronounced', 'missing']),
  ipa: z.string().nullable(),
  heard: z.string().nullable(),
  // Sound-level fields (issue 18): absent from older servers and from word-only scoring (a speech service).
  /** 0–100 */
  score: z.number().optional(),
  /** the sounds of the word as expected and as heard */
  phones: z.array(assessedPhoneSchema).optional(),
  /** IPA of what was heard, e.g. /ʃiːp/ for "ship" said as "sheep" */
  heardIpa: z.string().nullable().optional(),
  expectedIpa: z.string().nullable().optional(),
  mistake: z.enum(['substitution', 'final-dropped', 'vowel-inserted']).optional(),
});
export type AssessedWord = z.infer<typeof assessedWordSchema>;

export const assessmentSchema = z.object({
  score: z.number(),
  words: z.array(assessedWordSchema),
  /** true when the recording does not say the expected text at all; then the score is 0 and means nothing */
  mismatch: z.boolean().optional(),
  /** 'network': sound by sound; 'words': word by word */
  method: z.enum(['network', 'words']).optional(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** A recording's url as the recognition answered it: `rec-` name and its signature (issue 16). */
export const recordingUrlSchema = z
  .string()
  .max(300)
  .regex(/^\/media\/audio\/(rec-)?[a-f0-9]{16,64}\.wav(\?[A-Za-z0-9=&_-]*)?$/, 'must be an audio url of this server');

export const voiceRecognizeByUrl = defineEndpoint({
  method: 'POST',
  path: '/api/transform/v1/voiceRecognizeByUrl',
  summary: 'Recognise audio already stored on this server (never an outside address)',
  input: z.object({
    url: recordingUrlSchema,
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
