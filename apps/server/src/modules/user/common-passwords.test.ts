// Issue 16: any password of 8 characters passed, "password" and "12345678" included. Passwords on
// the common-password list are refused at sign-up (and reset), before the code is spent.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppInMemory } from '../../../test/support/app';
import { latestCode, post } from '../../../test/support/accounts';
import { isCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('are found in any letter case; a passphrase is not', async () => {
    expect(await isCommonPassword('password')).toBe(true);
    expect(await isCommonPassword('12345678')).toBe(true);
    expect(await isCommonPassword('PassWord1')).toBe(true);
    expect(await isCommonPassword('correct horse battery')).toBe(false);
  });

  describe('at sign-up', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestAppInMemory();
    });
    afterAll(async () => {
      await app.close();
    });

    it('are refused with a reason, and the same code then takes a good password', async () => {
      const email = `common.${Date.now()}@example.com`;
      await post(app, '/api/user/sendEmailVerifyCode', { email, type: 'signup' });
      const code = await latestCode(app, email);
      const { authCode } = (await post(app, '/api/user/checkEmailVerifyCode', { email, type: 'signup', code })).body.data;
      const refused = await post(app, '/api/user/signup', { email, password: 'iloveyou1', authCode });
      expect(refused.body).toMatchObject({ errCode: 400, message: expect.stringMatching(/^password: is one of the most common passwords/) });
      const created = await post(app, '/api/user/signup', { email, password: 'a lighthouse of my own', authCode });
      expect(created.body.errCode).toBe(0);
    });
  });
});
