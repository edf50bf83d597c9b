// Every migration, keyed by its name. Kysely runs the pending ones in name order (the keys sorted,
// not the order written here), and with allowUnorderedMigrations (db/database.ts) one merged late
// with a lower name still runs once. New ones take their issue's number as prefix and are listed
// here in name order. Imported statically (not read from disk) so they work the same under tsx,
// Vitest and a bundled build.
import type { Migration } from 'kysely';
import * as m0001 from './0001-app-events';
import * as m0002 from './0002-accounts';
import * as m0002emailOptional from './0002-accounts-email-optional';
import * as m0002third from './0002-accounts-third';
import * as m0003 from './0003-conversations';
import * as m0004 from './0004-content';
import * as m0005 from './0005-collections';
import * as m0006 from './0006-chat-message-user-latest';
import * as m0010 from './0010-learner-facts';
import * as m0013 from './0013-correction-level';
import * as m0014 from './0014-chat-message-correction';
import * as m0020 from './0020-login-failure-address';
import * as m0030 from './0030-media-blob';
import * as m0031 from './0031-recording-owner';
import * as m0032 from './0032-chat-message-voice';
import * as m0033 from './0033-review-cards';
import * as m0034 from './0034-daily-goal';
import * as m0035 from './0035-pronunciation-results';
import * as m0036 from './0036-spoken-replies';

export const migrations: Record<string, Migration> = {
  '0001-app-events': m0001,
  '0002-accounts': m0002,
  '0002-accounts-email-optional': m0002emailOptional,
  '0002-accounts-third': m0002third,
  '0003-conversations': m0003,
  '0004-content': m0004,
  '0005-collections': m0005,
  '0006-chat-message-user-latest': m0006,
  '0010-learner-facts': m0010,
  '0013-correction-level': m0013,
  '0014-chat-message-correction': m0014,
  '0020-login-failure-address': m0020,
  '0030-media-blob': m0030,
  '0031-recording-owner': m0031,
  '0032-chat-message-voice': m0032,
  '0033-review-cards': m0033,
  '0034-daily-goal': m0034,
  '0035-pronunciation-results': m0035,
  '0036-spoken-replies': m0036,
};
