// Third-party and phone sign-in (spec §7 "User": authLogin with type and the headers accessKey and
// phoneAccessToken; getAccessToken). OpenID Connect: getAccessToken answers the provider's
// authorisation URL; the page at /chat/auth/callback sends the code and state back to authLogin.
// Phone: a 6-digit SMS code is exchanged for a single-use phoneAccessToken, which authLogin takes
// in the phoneAccessToken header.
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { languageTagSchema } from './common';
import { sessionDataSchema, verifyCodeSchema } from './user';

/** E.164: a plus sign, then 7 to 15 digits, the first not 0. Spaces, dots and dashes are dropped. */
export const phoneSchema = z
  .string({ error: 'is required' })
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in international format, such as +34600111222'));

export const sendPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/api/user/v1/sendPhoneCode',
  summary: 'Text a 6-digit sign-in code to a phone number',
  input: z.object({ phone: phoneSchema, language: languageTagSchema.optional() }),
  response: z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() }),
});

export const checkPhoneCode = defineEndpoint({
  method: 'POST',
  path: '/api/user/v1/checkPhoneCode',
  summary: 'Exchange a correct SMS code for a single-use phoneAccessToken (valid 15 minutes)',
  input: z.object({ phone: phoneSchema, code: verifyCodeSchema }),
  response: z.object({ phoneAccessToken: z.string() }),
});

export const THIRD_PARTY_TYPES = ['oidc', 'phone'] as const;

export const getAccessToken = defineEndpoint({
  method: 'POST',
  path: '/api/third/v1/getAccessToken',
  summary: 'Start an OpenID Connect sign-in: answers the URL to send the browser to (valid 5 minutes)',
  input: z.object({ type: z.literal('oidc', { error: "must be 'oidc'" }).default('oidc') }),
  response: z.object({ authorizeUrl: z.string() }),
});

export const authLogin = defineEndpoint({
  method: 'POST',
  path: '/api/third/v1/authLogin',
  summary:
    "Finish a third-party sign-in. type 'oidc': send code and state (and iss when the provider added it) from the callback URL, or the whole callbackUrl. type 'phone': send the phoneAccessToken header.",
  input: z.object({
    type: z.enum(THIRD_PARTY_TYPES, { error: "must be 'oidc' or 'phone'" }),
    code: z.string().min(1).max(2048).optional(),
    state: z.string().min(1).max(512).optional(),
    iss: z.string().max(2048).optional(),
    callbackUrl: z.string().max(8192).optional(),
  }),
  response: sessionDataSchema,
});
