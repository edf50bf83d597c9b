// Account calls (docs/api-contract.md "Accounts") and the development mailbox.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkEmailVerifyCode,
  emailSchema,
  getUserInfo,
  login,
  logout,
  resetPassword,
  sendEmailVerifyCode,
  signup,
  updateUserInfoVoiceRole,
  updateUserLanguageAndLevel,
} from '@parley/contract/user';
import { updateUserSettings } from '@parley/contract/settings';
import { phoneSchema } from '@parley/contract/third';
import { envelopeSchema, ErrCode } from '@parley/contract/envelope';
import { AppError } from '../../platform/app-error';
import { ok } from '../../platform/envelope';
import { registerEndpoint } from '../../platform/route';
import { addressKey } from '../../platform/client-address';
import { limitBy } from '../../platform/rate-limit';
import type { SettingsPatch } from './user.repository';
import type { UserService } from './user.service';
import { CODE_CHECKS_PER_IP_DAY } from './verification.service';

/** Small bodies only: a password over 1 KiB never reaches the hasher. */
const ACCOUNT_BODY_LIMIT = 4096;
const PLAYBACK_RATE_MIGRATIONS = new Map([
  [0.5, 0.8],
  [2, 1.2],
]);

export interface UserRoutesDeps {
  service: UserService;
  /** One code per address per this many seconds (CODE_RESEND_SECONDS, default 60). */
  codeResendSeconds: number;
  /** Codes per client address per hour (CODE_LIMIT_PER_IP_HOUR, default 10). */
  codeLimitPerIpHour?: number;
  requireUser: preHandlerAsyncHookHandler;
  devOutboxEnabled: boolean;
  /** Production with ALLOW_DEV_OUTBOX_IN_PRODUCTION: the mailbox answers only this machine. */
  devOutboxLoopbackOnly?: boolean;
}

const emailOf = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email ?? null;

export async function userRoutes(app: FastifyInstance, { service, requireUser, devOutboxEnabled, devOutboxLoopbackOnly = false, codeResendSeconds, codeLimitPerIpHour = 10 }: UserRoutesDeps): Promise<void> {
  const perIp = (name: string, max: number, windowMs: number) => limitBy(app, { name, max, windowMs, key: (r) => addressKey(r.ip) });
  // Checking a code, signing up and resetting a password each follow a code. An operator who lets
  // one address ask for more codes (learners behind a school's single address) must get the matching
  // allowance for the steps after it, or the raised setting would still refuse the 31st learner.
  const afterCode = (floor: number) => Math.max(floor, codeLimitPerIpHour);
  const user = (request: FastifyRequest) => {
    if (!request.user) throw new Error('requireUser did not run');
    return request.user;
  };

  registerEndpoint(
    app,
    sendEmailVerifyCode,
    async ({ email, type, language }, request) => ({
      ...(await service.sendEmailVerifyCode(email, type, { language: language ?? null, acceptLanguage: request.headers['accept-language'] ?? null })),
      resendAfter: codeResendSeconds,
    }),
    {
      bodyLimit: ACCOUNT_BODY_LIMIT,
      preHandler: [perIp('code-ip', codeLimitPerIpHour, 3_600_000), limitBy(app, { name: 'code-email', max: 1, windowMs: codeResendSeconds * 1000, key: emailOf })],
    },
  );

  registerEndpoint(app, checkEmailVerifyCode, async ({ email, type, code }) => service.checkEmailVerifyCode(email, type, code), {
    bodyLimit: ACCOUNT_BODY_LIMIT,
    // And a day's ceiling per address, so guesses spread over many accounts stop too.
    preHandler: [perIp('check-ip', afterCode(60), 600_000), perIp('check-ip-day', Math.max(CODE_CHECKS_PER_IP_DAY, codeLimitPerIpHour * 24), 86_400_000)],
  });

  registerEndpoint(app, signup, async ({ email, password, authCode }) => service.signup(email, password, authCode), {
    bodyLimit: ACCOUNT_BODY_LIMIT,
    preHandler: perIp('signup-ip', afterCode(30), 600_000),
  });

  registerEndpoint(app, login, async ({ email, password, deviceToken }, request) => service.login(email, password, addressKey(request.ip), deviceToken), {
    bodyLimit: ACCOUNT_BODY_LIMIT,
    preHandler: perIp('login-ip', 60, 600_000),
  });

  registerEndpoint(
    app,
    logout,
    async (_input, request) => {
      await service.logout(user(request).sessionId);
      return null;
    },
    { preHandler: requireUser },
  );

  registerEndpoint(app, resetPassword, async ({ email, password, authCode }) => {
    await service.resetPassword(email, password, authCode);
    return null;
  }, { bodyLimit: ACCOUNT_BODY_LIMIT, preHandler: perIp('reset-ip', afterCode(30), 600_000) });

  registerEndpoint(app, getUserInfo, async (_input, request) => service.getUserInfo(user(request).id), { preHandler: requireUser });

  registerEndpoint(
    app,
    updateUserLanguageAndLevel,
    async ({ nativeLanguage, level, topics }, request) => {
      await service.updateSettings(user(request).id, { native_language: nativeLanguage, level, ...(topics ? { topics: JSON.stringify(topics) } : {}) });
      return null;
    },
    { preHandler: requireUser },
  );

  registerEndpoint(
    app,
    updateUserInfoVoiceRole,
    async ({ voiceRoleId, voiceStyle }, request) => {
      await service.updateSettings(user(request).id, { voice_role_id: voiceRoleId, voice_style: voiceStyle });
      return null;
    },
    { preHandler: requireUser },
  );

  registerEndpoint(
    app,
    updateUserSettings,
    async (input, request) => {
      const patch: SettingsPatch = {};
      if (input.autoPlayVoice !== undefined) patch.auto_play_voice = input.autoPlayVoice ? 1 : 0;
      if (input.autoBlurText !== undefined) patch.auto_blur_text = input.autoBlurText ? 1 : 0;
      if (input.autoSpeechAssessment !== undefined) patch.auto_speech_assessment = input.autoSpeechAssessment ? 1 : 0;
      if (input.playbackRate !== undefined) patch.playback_rate = PLAYBACK_RATE_MIGRATIONS.get(input.playbackRate) ?? input.playbackRate;
      if (input.roleId !== undefined) patch.role_id = input.roleId;
      if (input.roleStyle !== undefined) patch.role_style = input.roleStyle;
      if (input.correctionLevel !== undefined) patch.correction_level = input.correctionLevel;
      if (input.dailyGoalTurns !== undefined) patch.daily_goal_turns = input.dailyGoalTurns;
      return service.updateSettings(user(request).id, patch);
    },
    { preHandler: requireUser },
  );

  if (devOutboxEnabled) {
    app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox', {
      schema: {
        summary: 'Development mailbox: the mails that would have been sent (not in production)',
        tags: ['dev'],
        // A phone number (E.164) finds the text messages kept for it.
        querystring: z.object({ email: z.union([emailSchema, phoneSchema], { error: 'must be an e-mail address or a phone number' }) }),
        response: {
          200: envelopeSchema(
            z.object({ list: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), code: z.string().nullable(), createdAt: z.string() })) }),
          ),
        },
      },
      handler: async (request) => {
        // Both the client (X-Forwarded-For behind a trusted proxy) and the socket must be this
        // machine: a proxy on the same host makes every socket look local.
        if (devOutboxLoopbackOnly && !(isLoopback(request.ip) && isLoopback(request.socket.remoteAddress))) {
          throw new AppError(ErrCode.NotFound, 'no such route: GET /api/dev/outbox');
        }
        return ok({ list: await service.outbox(request.query.email) });
      },
    });
  }
}

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(?:::ffff:)?127\./.test(address));
}
