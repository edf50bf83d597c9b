// Issue 16: five tries per code and a new code a minute allowed 300 guesses an hour per account.
// Wrong tries are now capped per target per day, across codes and purposes; right tries are free.
import { ErrCode } from '@parley/contract/envelope';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/support/databases';
import { CODE_MAX_ATTEMPTS, CODE_WRONG_TRIES_PER_DAY, createVerificationService, type VerificationService } from './verification.service';

const clock = { now: new Date('2026-09-01T08:00:00Z') };
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
let counter = 0;
const freshTarget = () => `daily-cap${++counter}.${Date.now()}@example.com`;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function errCodeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 0;
  } catch (error) {
    return (error as { errCode?: number }).errCode ?? -1;
  }
}

describeEachDialect('wrong code tries per day', (getDatabase) => {
  let codes: VerificationService;
  beforeAll(() => {
    codes = createVerificationService({ db: getDatabase().db, secret: 'test secret for the daily cap', now: () => clock.now });
  });

  it(`refuses even the right code after ${CODE_WRONG_TRIES_PER_DAY} wrong tries in a day, over several codes and purposes, until a day has passed`, async () => {
    const target = freshTarget();
    const codesNeeded = CODE_WRONG_TRIES_PER_DAY / CODE_MAX_ATTEMPTS;
    for (let i = 0; i < codesNeeded; i += 1) {
      const code = await codes.issueCode(target, i % 2 === 0 ? 'reset' : 'signup');
      for (let t = 0; t < CODE_MAX_ATTEMPTS; t += 1) expect(await errCodeOf(codes.checkCode(target, i % 2 === 0 ? 'reset' : 'signup', wrongFor(code)))).not.toBe(0);
      advance(60_000);
    }
    const blocked = await codes.issueCode(target, 'reset');
    await expect(codes.checkCode(target, 'reset', blocked)).rejects.toMatchObject({ errCode: ErrCode.CodeLocked, message: 'code: too many wrong tries today, try again tomorrow' });
    // Another target is not affected.
    const other = freshTarget();
    expect(await errCodeOf(codes.checkCode(other, 'reset', await codes.issueCode(other, 'reset')))).toBe(0);
    advance(24 * 3_600_000);
    const tomorrow = await codes.issueCode(target, 'reset');
    expect(await errCodeOf(codes.checkCode(target, 'reset', tomorrow))).toBe(0);
  });

  it('does not count right tries: a learner who signs in by code often is never refused', async () => {
    const target = freshTarget();
    for (let i = 0; i < CODE_WRONG_TRIES_PER_DAY + 5; i += 1) {
      const code = await codes.issueCode(target, 'phone');
      expect(await errCodeOf(codes.checkCode(target, 'phone', code))).toBe(0);
      advance(60_000);
    }
    // One typo each time still leaves room.
    const code = await codes.issueCode(target, 'phone');
    expect(await errCodeOf(codes.checkCode(target, 'phone', wrongFor(code)))).toBe(ErrCode.CodeWrong);
    expect(await errCodeOf(codes.checkCode(target, 'phone', code))).toBe(0);
  });
});
