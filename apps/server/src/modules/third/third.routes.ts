// Third-party sign-in calls: OpenID Connect (getAccessToken, authLogin type 'oidc') and phone
// codes (sendPhoneCode, checkPhoneCode, authLogin type 'phone' with the phoneAccessToken header).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authLogin, checkPhoneCode, getAccessToken, sendPhoneCode } from '@parley/contract/third';
import { registerEndpoint } from '../../platform/route';
import { limitBy } from '../../platform/rate-limit';
import { OIDC_LOGIN_TTL_MS, type ThirdService } from './third.service';
import { addressKey } from '../../platform/client-address';
import { CODE_CHECKS_PER_IP_DAY } from '../user/verification.service';

export const OIDC_BINDING_COOKIE = 'parley_oidc';
const SMALL_BODY_LIMIT = 4096;
const MINUTE = 60_000;

export interface ThirdRoutesDeps {
  service: ThirdService;
  /** Mark the binding cookie Secure (the site is served over https). */
  secureCookies: boolean;
  /** One SMS code per number per this many seconds (CODE_RESEND_SECONDS, default 60). */
  codeResendSeconds: number;
  /** Codes per client address per hour (CODE_LIMIT_PER_IP_HOUR, default 10). */
  codeLimitPerIpHour?: number;
  /** Text messages the whole service sends per hour (SMS_CODES_PER_HOUR, default 100). */
  smsCodesPerHour?: number;
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function setBindingCookie(reply: FastifyReply, value: string, maxAgeS: number, secure: boolean) {
  void reply.header(
    'set-cookie',
    `${OIDC_BINDING_COOKIE}=${value}; Path=/api/third; Max-Age=${maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export async function thirdRoutes(app: FastifyInstance, { service, secureCookies, codeResendSeconds, codeLimitPerIpHour = 10, smsCodesPerHour = 100 }: ThirdRoutesDeps): Promise<void> {
  const perIp = (name: string, max: number, windowMs: number) => limitBy(app, { name, max, windowMs, key: (r) => addressKey(r.ip) });
  const phoneOf = (request: FastifyRequest) => (request.body as { phone?: string } | undefined)?.phone ?? null;

  registerEndpoint(
    app,
    sendPhoneCode,
    async ({ phone, language }, request) => ({
      ...(await service.sendPhoneCode(phone, language ?? headerOf(request, 'accept-language') ?? null)),
      resendAfter: codeResendSeconds,
    }),
    {
      bodyLimit: SMALL_BODY_LIMIT,
      preHandler: [
        perIp('phone-code-ip', codeLimitPerIpHour, 60 * MINUTE),
        limitBy(app, { name: 'phone-code-number', max: 1, windowMs: codeResendSeconds * 1000, key: phoneOf }),
        // A budget for the whole service: each message costs money, and rotating addresses and numbers
        // (SMS pumping) would pass every other limit. Counted last, so refused requests spend none of it.
        limitBy(app, { name: 'phone-code-all', max: smsCodesPerHour, windowMs: 60 * MINUTE, key: () => 'all' }),
      ],
    },
  );

  registerEndpoint(app, checkPhoneCode, async ({ phone, code }) => service.checkPhoneCode(phone, code), {
    bodyLimit: SMALL_BODY_LIMIT,
    preHandler: [perIp('phone-check-ip', 60, 10 * MINUTE), perIp('phone-check-ip-day', CODE_CHECKS_PER_IP_DAY, 24 * 60 * MINUTE)],
  });

  registerEndpoint(
    app,
    getAccessToken,
    async (_input, _request, reply) => {
      const { authorizeUrl, binding } = await service.startOidc();
      setBindingCookie(reply, binding, OIDC_LOGIN_TTL_MS / 1000, secureCookies);
      return { authorizeUrl };
    },
    { bodyLimit: SMALL_BODY_LIMIT, preHandler: perIp('oidc-start-ip', 30, 10 * MINUTE) },
  );

  registerEndpoint(
    app,
    authLogin,
    async (input, request, reply) => {
      if (input.type === 'phone') return service.phoneLogin(headerOf(request, 'phoneaccesstoken'));
      const session = await service.finishOidc(input, cookieValue(request, OIDC_BINDING_COOKIE));
      setBindingCookie(reply, '', 0, secureCookies);
      return session;
    },
    { bodyLimit: 16_384, preHandler: perIp('auth-login-ip', 30, 10 * MINUTE) },
  );
}
