// Accounts: e-mail codes, sign-up, sign-in, sessions, profile (docs/api-contract.md "Accounts").
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { characterCount, isBlankText, languageTagSchema, levelSchema, nullSchema } from './common';
import { correctionLevelSchema } from './conversation';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const VERIFY_CODE_LENGTH = 6;

export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'));

/** Characters as a learner counts them (code points: an emoji is one, not two UTF-16 units). */

/** Kept as typed (no trimming); the server NFC-normalises before hashing and before checking. */
export const passwordSchema = z
  .string({ error: 'is required' })
  // A cheap bound first, so that a huge string is refused before it is counted.
  .max(PASSWORD_MAX_LENGTH * 2, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters`, abort: true })
  .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
  // Eight zero-width spaces passed the length rule (issue 16).
  .refine((value) => !isBlankText(value), 'must contain visible characters');

export const codeTypeSchema = z.enum(['signup', 'reset'], { error: "must be 'signup' or 'reset'" });
export type CodeType = z.infer<typeof codeTypeSchema>;

export const verifyCodeSchema = z
  .string({ error: 'is required' })
  .trim()
  .regex(/^\d{6}$/, 'must be 6 digits');

export const authCodeSchema = z.string({ error: 'is required' }).min(16).max(128);

export const userInfoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  type: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionDataSchema = z.object({ token: z.string(), userInfo: userInfoSchema });
export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * Proof that this device signed in to this e-mail account before: sent back at the next sign-in,
 * it keeps the device's wrong passwords counted on their own, so that guesses from elsewhere
 * cannot lock the learner out. It is not a session and opens nothing by itself.
 */
export const deviceTokenSchema = z.string().max(200);
/** A session opened with e-mail and password, with the device token for the next sign-in. */
export const emailSessionDataSchema = sessionDataSchema.extend({ deviceToken: deviceTokenSchema });

export const sendEmailVerifyCode = defineEndpoint({
  method: 'POST',
  path: '/api/user/sendEmailVerifyCode',
  summary: 'Mail a 6-digit code for sign-up or password reset',
  input: z.object({
    email: emailSchema,
    type: codeTypeSchema,
    /** The language of the mail (en, es, zh …); else the account's saved native language; else the Accept-Language header; else English. */
    language: languageTagSchema.optional(),
  }),
  response: z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() }),
});

export const checkEmailVerifyCode = defineEndpoint({
  method: 'POST',
  path: '/api/user/checkEmailVerifyCode',
  summary: 'Exchange a correct code for a single-use proof (authCode)',
  input: z.object({ email: emailSchema, type: codeTypeSchema, code: verifyCodeSchema }),
  response: z.object({ authCode: z.string() }),
});

export const signup = defineEndpoint({
  method: 'POST',
  path: '/api/user/signup',
  summary: 'Create an account with a checked code',
  input: z.object({ email: emailSchema, password: passwordSchema, authCode: authCodeSchema }),
  response: emailSessionDataSchema,
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/user/login',
  summary: 'Sign in with e-mail and password',
  input: z.object({ email: emailSchema, password: passwordSchema, deviceToken: deviceTokenSchema.optional() }),
  response: emailSessionDataSchema,
});

export const logout = defineEndpoint({
  method: 'GET',
  path: '/api/user/logout',
  summary: 'Revoke the current session',
  input: z.object({}),
  response: nullSchema,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/user/resetPassword',
  summary: 'Set a new password with a checked reset code; signs out every session',
  input: z.object({ email: emailSchema, password: passwordSchema, authCode: authCodeSchema }),
  response: nullSchema,
});

export const userSettingsSchema = z.object({
  nativeLanguage: z.string().nullable(),
  level: levelSchema,
  /** Topic tags chosen at set-up (spec §3). */
  topics: z.array(z.string()),
  voiceRoleId: z.string().nullable(),
  voiceStyle: z.string().nullable(),
  roleId: z.number().int().nullable(),
  roleStyle: z.string().nullable(),
  autoPlayVoice: z.boolean(),
  autoBlurText: z.boolean(),
  autoSpeechAssessment: z.boolean(),
  playbackRate: z.number(),
  /** How much the partner corrects; null = the role's default (teacher: everything, friend: meaning). */
  correctionLevel: correctionLevelSchema.nullable(),
  /** Turns a day the learner aims for (issue 15); null = no goal. Absent from older servers. */
  dailyGoalTurns: z.number().int().nullable().optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const getUserInfo = defineEndpoint({
  method: 'GET',
  path: '/api/user/v1/getUserInfo',
  summary: 'The signed-in user and their settings',
  input: z.object({}),
  response: z.object({ userInfo: userInfoSchema, settings: userSettingsSchema }),
});

export const updateUserLanguageAndLevel = defineEndpoint({
  method: 'POST',
  path: '/api/user/v1/updateUserLanguageAndLevel',
  summary: 'Save native language, level and topics',
  input: z.object({
    nativeLanguage: languageTagSchema,
    level: levelSchema,
    topics: z.array(z.string().min(1).max(40)).max(20).optional(),
  }),
  response: nullSchema,
});

export const updateUserInfoVoiceRole = defineEndpoint({
  method: 'POST',
  path: '/api/user/updateUserInfoVoiceRole',
  summary: 'Save the chosen voice and voice style',
  input: z.object({
    voiceRoleId: z.string().min(1).max(64),
    voiceStyle: z.string().min(1).max(64),
  }),
  response: nullSchema,
});
