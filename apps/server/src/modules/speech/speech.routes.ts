// Speech calls: voices, text to speech, and recognition of uploaded or stored recordings
// (multipart `file`, at most 2 MiB and 60 s; file names are never taken from the client).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { ErrCode } from '@parley/contract/envelope';
import {
  AUDIO_TO_TEXT_PATH,
  MAX_AUDIO_BYTES,
  MAX_AUDIO_SECONDS,
  VOICE_RECOGNIZE_PATH,
  audioToTextDataSchema,
  getAllVoiceRoles,
  textToAudio,
  voiceRecognizeByUrl,
  voiceRecognizeDataSchema,
} from '@parley/contract/speech';
import { envelopeSchema } from '@parley/contract/envelope';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { limitPerCaller } from '../../platform/rate-limit';
import { registerEndpoint } from '../../platform/route';
import type { SpeechService } from './speech.service';
import { AudioDecodeError, containerOfType, sniffAudio, type AudioDecoder } from '../../ai/speech/decode';

const WAV_TYPES = new Set(['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave', 'application/octet-stream']);

interface Upload {
  data: Buffer;
  fields: Record<string, string>;
}

/** Reads the one audio file and the text fields of a multipart body, all in memory. */
async function readUpload(request: FastifyRequest, decoder: AudioDecoder | null): Promise<Upload> {
  try {
    return await readParts(request, decoder);
  } catch (error) {
    // Limits (413, one file) keep their own answers; a body the parser cannot read is bad input.
    const code = (error as { code?: string }).code ?? '';
    if (error instanceof AppError || code.startsWith('FST_')) throw error;
    throw new AppError(ErrCode.InvalidInput, 'body: is not a valid multipart form');
  }
}

async function readParts(request: FastifyRequest, decoder: AudioDecoder | null): Promise<Upload> {
  let data: Buffer | null = null;
  let compressed: string | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 8, fieldSize: 4096 } })) {
    if (part.type === 'file') {
      const claimed = containerOfType(part.mimetype);
      if (!WAV_TYPES.has(part.mimetype) && (!claimed || !decoder)) {
        await part.toBuffer().catch(() => undefined);
        const why = claimed ? 'needs ffmpeg, which this server does not have' : 'is not supported';
        throw new AppError(ErrCode.UnsupportedType, `file: ${part.mimetype} ${why}, send a WAV recording (audio/wav)`);
      }
      data = await part.toBuffer();
      if (claimed) compressed = part.mimetype;
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!data) throw new AppError(ErrCode.InvalidInput, 'file: is required');
  if (compressed && decoder) data = await decodeUpload(data, compressed, decoder);
  return { data, fields };
}

/** A compressed recording as WAV; its bytes must really be audio of the kind it claims to be. */
async function decodeUpload(data: Buffer, mimetype: string, decoder: AudioDecoder): Promise<Buffer> {
  if (data.length === 0) throw new AppError(ErrCode.InvalidInput, 'file: is empty');
  const actual = sniffAudio(data);
  // Raw AAC (ADTS) frames begin like MP3 frames, so an audio/aac upload may sniff as MP3.
  const claimed = containerOfType(mimetype);
  if (!actual || (actual !== claimed && !(claimed === 'mp4' && actual === 'mp3'))) {
    throw new AppError(ErrCode.UnsupportedType, `file: is not ${mimetype} audio (its content does not match its type)`);
  }
  if (actual === 'wav') return data;
  try {
    return await decoder.toWav(data, { maxSeconds: MAX_AUDIO_SECONDS });
  } catch (error) {
    if (!(error instanceof AudioDecodeError)) throw error;
    throw new AppError(ErrCode.InvalidInput, `file: could not be decoded as ${mimetype} (damaged or truncated recording)`);
  }
}

export interface SpeechRoutesDeps {
  service: SpeechService;
  /** Whether the signed-in learner wants every voice turn scored (autoSpeechAssessment). */
  wantsAssessment(request: FastifyRequest): Promise<boolean>;
  optionalUser?: preHandlerAsyncHookHandler;
  /** Decodes non-WAV uploads (ffmpeg, detected at start); null refuses them with errCode 415. */
  decoder?: AudioDecoder | null;
  /** Calls per minute per caller over all these routes (ENGINE_REQUESTS_PER_MINUTE). */
  requestsPerMinute?: number;
  /** What a learner is likely to say next in one of their conversations (empty when it is not theirs). */
  likelyAnswers?(userId: number, conversationId: number): Promise<string[]>;
}

/**
 * The multipart field `conversationId`: the conversation the recording answers in, whose likely
 * answers recognition is biased to. Only a signed-in learner's own conversation counts.
 */
async function contextOf(request: FastifyRequest, field: string | undefined, likelyAnswers: SpeechRoutesDeps['likelyAnswers']): Promise<string[] | undefined> {
  if (field === undefined || field === '') return undefined;
  // Nine digits at most: ids are 32-bit integers in PostgreSQL, and a larger number would fail there.
  if (!/^[1-9]\d{0,8}$/.test(field)) throw new AppError(ErrCode.InvalidInput, 'conversationId: must be a positive whole number');
  if (!request.user || !likelyAnswers) return undefined;
  return likelyAnswers(request.user.id, Number(field));
}

export async function speechRoutes(app: FastifyInstance, { service, wantsAssessment, optionalUser, decoder = null, requestsPerMinute = 120, likelyAnswers }: SpeechRoutesDeps): Promise<void> {
  if (optionalUser) app.addHook('preHandler', optionalUser);
  // After optionalUser: a signed-in learner has an allowance of their own (issue 16).
  app.addHook('preHandler', limitPerCaller(app, { name: 'speech', max: requestsPerMinute, windowMs: 60_000 }));
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_AUDIO_BYTES, files: 1 } });

  registerEndpoint(app, getAllVoiceRoles, async () => {
    const list = service.listVoices();
    return { list, total: list.length };
  });

  registerEndpoint(app, textToAudio, async (input) => service.speak(input));

  app.post(AUDIO_TO_TEXT_PATH, {
    schema: { summary: 'Recognise a WAV recording (multipart file, type=2)', tags: ['transform'], consumes: ['multipart/form-data'], response: { 200: envelopeSchema(audioToTextDataSchema) } },
    handler: async (request) => {
      const { data, fields } = await readUpload(request, decoder);
      if (fields.type !== undefined && fields.type !== '2') throw new AppError(ErrCode.InvalidInput, 'type: must be 2');
      const { text } = await service.recognizeUpload(data, { assess: false });
      return ok({ text });
    },
  });

  app.post(VOICE_RECOGNIZE_PATH, {
    schema: {
      summary: 'Recognise a WAV recording with word timings; scores pronunciation when asked',
      tags: ['transform'],
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(voiceRecognizeDataSchema) },
    },
    handler: async (request) => {
      const { data, fields } = await readUpload(request, decoder);
      const expectedText = fields.expectedText?.slice(0, 1000);
      const assess = fields.assess === 'true' || fields.assess === '1' || (fields.assess === undefined && (await wantsAssessment(request)));
      const context = await contextOf(request, fields.conversationId, likelyAnswers);
      return ok(await service.recognizeUpload(data, { expectedText, assess, context }, request.user?.id ?? null));
    },
  });

  registerEndpoint(app, voiceRecognizeByUrl, async ({ url, expectedText }, request) =>
    service.recognizeStoredUrl(url, { expectedText, assess: Boolean(expectedText) || (await wantsAssessment(request)) }, request.user?.id ?? null),
  );
}
