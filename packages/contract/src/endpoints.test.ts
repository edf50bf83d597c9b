// The endpoint objects as a whole: every call of spec §7 is defined once, under its method, and
// the envelope and its error codes are what the API contract says.
import { describe, expect, it } from 'vitest';
import * as analytics from './analytics';
import { SPEC_API_CALLS } from './api-paths';
import * as collection from './collection';
import * as config from './config';
import * as content from './content';
import * as conversation from './conversation';
import type { Endpoint } from './endpoint';
import { ErrCode, SESSION_EXPIRY_CODES, envelopeSchema, errorEnvelopeSchema } from './envelope';
import * as feedback from './feedback';
import * as learnerFacts from './learner-facts';
import * as language from './language';
import * as settings from './settings';
import * as speech from './speech';
import * as third from './third';
import * as user from './user';
import { z } from 'zod';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'input' in value && 'response' in value;

const endpoints = [analytics, collection, config, content, conversation, feedback, language, learnerFacts, settings, speech, third, user]
  .flatMap((module) => Object.values(module))
  .filter(isEndpoint);

describe('endpoint objects', () => {
  it('define each method and path once', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('cover every call of spec §7 (the two multipart uploads by their path constants)', () => {
    const defined = new Set([
      ...endpoints.map((e) => `${e.method} ${e.path}`),
      `POST ${speech.AUDIO_TO_TEXT_PATH}`,
      `POST ${speech.VOICE_RECOGNIZE_PATH}`,
    ]);
    const missing = SPEC_API_CALLS.map(([method, path]) => `${method} ${path}`).filter((call) => !defined.has(call));
    expect(missing).toEqual([]);
  });

  it('all live under /api and say what they do', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.path).toMatch(/^\/api\/[A-Za-z]+(\/v1)?\/[A-Za-z]+$/);
      expect(endpoint.summary.length).toBeGreaterThan(10);
    }
  });
});

describe('envelope', () => {
  it('sends the learner to sign in again on 600, 602 and 603 (spec §8)', () => {
    expect([...SESSION_EXPIRY_CODES].sort()).toEqual([ErrCode.NotSignedIn, ErrCode.SessionExpired, ErrCode.SessionRevoked]);
    expect(SESSION_EXPIRY_CODES).toEqual([600, 602, 603]);
  });

  it('has one meaning per error code', () => {
    const codes = Object.values(ErrCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(ErrCode.Ok).toBe(0);
  });

  it('parses a success and an error answer', () => {
    expect(envelopeSchema(z.object({ id: z.number() })).parse({ errCode: 0, data: { id: 1 }, message: 'ok' }).data.id).toBe(1);
    expect(errorEnvelopeSchema.parse({ errCode: 404, data: null, message: 'no such route' }).errCode).toBe(404);
    expect(errorEnvelopeSchema.safeParse({ errCode: '404', data: null, message: 'x' }).success).toBe(false);
  });
});
