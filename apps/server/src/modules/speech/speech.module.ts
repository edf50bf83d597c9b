// Wires speech: the media store for audio files (any back end: platform/media), the service over the app's speech engines (and the
// dictionary's IPA for pronunciation scores), and its routes with the decoder for non-WAV uploads and the conversations'
// likely answers that recognition is biased to.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Engines } from '../../ai/engines';
import type { Db } from '../../db/database';
import type { MediaStore } from '../../platform/media/media-store';
import { registerMedia } from '../../platform/media/media-routes';
import { createMediaSigner } from '../../platform/media/signed-media';
import type { Accounts } from '../user/user.module';
import type { ConversationService } from '../conversation/conversation.service';
import { speechRoutes } from './speech.routes';
import { createSpeechService } from './speech.service';

export async function registerSpeechModule(
  app: FastifyInstance,
  deps: { media: MediaStore; db: Db; engines: Pick<Engines, 'speech' | 'language' | 'audioDecoder'>; accounts: Pick<Accounts, 'savedSettings'>; optionalUser: preHandlerAsyncHookHandler; secret: string; recordingQuota: number; requestsPerMinute: number; conversations?: Pick<ConversationService, 'likelyAnswers'> },
): Promise<{ removeRecordingsBefore(before: string): Promise<number>; removeSpokenRepliesUnusedSince(before: string): Promise<number> }> {
  const { engines } = deps;
  const { media } = deps;
  const signer = createMediaSigner(deps.secret);
  await registerMedia(app, media, signer);
  const service = createSpeechService({
    engines: engines.speech,
    media,
    signer,
    db: deps.db,
    ipaForWord: (word) => engines.language.phonetics().ipaForWord(word)?.ipa ?? null,
    recordingQuota: deps.recordingQuota,
  });
  await app.register(speechRoutes, {
    service,
    optionalUser: deps.optionalUser,
    wantsAssessment: async (request) => (await deps.accounts.savedSettings(request))?.autoSpeechAssessment ?? false,
    decoder: engines.audioDecoder,
    requestsPerMinute: deps.requestsPerMinute,
    ...(deps.conversations ? { likelyAnswers: deps.conversations.likelyAnswers } : {}),
  });
  return { removeRecordingsBefore: service.removeRecordingsBefore, removeSpokenRepliesUnusedSince: service.removeSpokenRepliesUnusedSince };
}
