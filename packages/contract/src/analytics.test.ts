import { describe, expect, it } from 'vitest';
import { MAX_EVENT_FIELDS, reportEvent } from './analytics';

describe('reportEvent input', () => {
  it('caps the payload at a few small fields (issue 16: one call stored about 1 MB)', () => {
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'x'.repeat(500)]));
    expect(reportEvent.input.safeParse({ name: 'pageList', payload: fields(MAX_EVENT_FIELDS) }).success).toBe(true);
    const tooMany = reportEvent.input.safeParse({ name: 'pageList', payload: fields(2000) });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.message).toBe(`must have at most ${MAX_EVENT_FIELDS} fields`);
  });
});
