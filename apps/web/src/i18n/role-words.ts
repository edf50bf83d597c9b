// The words about the two partners that the server sends in English (content/roles.json): what
// they are (Teacher, Friend), their styles with their descriptions, and their introductions. They
// are interface text, not English to practise, so a beginner reads them in their own language.
// A text is translated only while the server still sends the built-in English (built-in-words.ts).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { AiRole } from '@parley/contract/content';
import { translated, type BuiltIn } from './built-in-words';

type RoleStyle = AiRole['styles'][number];

// role-words.test.ts checks every table against content/roles.json.

const ROLE_TYPES: Record<number, BuiltIn> = {
  0: ['Teacher', msg({ comment: 'What the partner Ms. Rivera is', message: 'Teacher' })],
  1: ['Friend', msg({ comment: 'What the partner Sam is', message: 'Friend' })],
};

const ROLE_INTROS: Record<number, BuiltIn> = {
  1: ['An English teacher with twenty years of classroom experience. She listens closely, corrects gently and explains why.', msg`An English teacher with twenty years of classroom experience. She listens closely, corrects gently and explains why.`],
  2: ['A friendly traveller who loves films, food and meeting people. Chats like a real friend and only corrects what gets in the way.', msg`A friendly traveller who loves films, food and meeting people. Chats like a real friend and only corrects what gets in the way.`],
};

const STYLE_NAMES: Record<string, BuiltIn> = {
  patient: ['Patient', msg({ comment: "A teacher's style of talking", message: 'Patient' })],
  strict: ['Strict', msg({ comment: "A teacher's style of talking", message: 'Strict' })],
  playful: ['Playful', msg({ comment: "A teacher's style of talking", message: 'Playful' })],
  'exam-coach': ['Exam coach', msg({ comment: "A teacher's style of talking: practises like a speaking exam", message: 'Exam coach' })],
  casual: ['Casual', msg({ comment: "A friend's style of talking", message: 'Casual' })],
  cheerful: ['Cheerful', msg({ comment: "A friend's style of talking", message: 'Cheerful' })],
  curious: ['Curious', msg({ comment: "A friend's style of talking", message: 'Curious' })],
  sarcastic: ['Sarcastic', msg({ comment: "A friend's style of talking", message: 'Sarcastic' })],
};

const STYLE_DESCRIPTIONS: Record<string, BuiltIn> = {
  patient: ['Speaks slowly, gives you time and repeats in simpler words when you are stuck.', msg`Speaks slowly, gives you time and repeats in simpler words when you are stuck.`],
  strict: ['Points out every mistake and asks you to say the sentence again correctly.', msg`Points out every mistake and asks you to say the sentence again correctly.`],
  playful: ['Turns practice into games, riddles and little challenges.', msg`Turns practice into games, riddles and little challenges.`],
  'exam-coach': ['Practises like a speaking exam: timed answers, full sentences and feedback on range.', msg`Practises like a speaking exam: timed answers, full sentences and feedback on range.`],
  casual: ['Relaxed everyday chat with common expressions.', msg`Relaxed everyday chat with common expressions.`],
  cheerful: ['Upbeat and encouraging, celebrates every small win.', msg`Upbeat and encouraging, celebrates every small win.`],
  curious: ['Asks lots of follow-up questions about your life and opinions.', msg`Asks lots of follow-up questions about your life and opinions.`],
  sarcastic: ['Dry, teasing humour — good for practising tone and irony.', msg`Dry, teasing humour — good for practising tone and irony.`],
};

/** The tables, for the test that keeps them in step with content/roles.json. */
export const BUILT_IN_ROLE_WORDS = { ROLE_TYPES, ROLE_INTROS, STYLE_NAMES, STYLE_DESCRIPTIONS };

/** The partners' words in the interface language, for what the roles endpoint sends. */
export function roleWords(i18n: I18n) {
  return {
    roleType: (role: Pick<AiRole, 'roleType' | 'role'>) => translated(i18n, ROLE_TYPES[role.roleType], role.role),
    intro: (role: Pick<AiRole, 'id' | 'intro'>) => translated(i18n, ROLE_INTROS[role.id], role.intro),
    styleName: (style: Pick<RoleStyle, 'key' | 'name'>) => translated(i18n, STYLE_NAMES[style.key], style.name),
    styleDescription: (style: Pick<RoleStyle, 'key' | 'description'>) => translated(i18n, STYLE_DESCRIPTIONS[style.key], style.description),
  };
}

/** roleWords() for the active interface language, re-rendering when it changes. */
export function useRoleWords() {
  const { i18n } = useLingui();
  return roleWords(i18n);
}
