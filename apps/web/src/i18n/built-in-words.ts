// Texts the server sends in English that are interface words rather than English to practise (a
// partner's role and styles, a voice's style). Each table entry holds the built-in English and its
// message; the English is written out because a production build keeps only a message's id.
import type { I18n, MessageDescriptor } from '@lingui/core';

export type BuiltIn = readonly [english: string, message: MessageDescriptor];

/**
 * The translation of `sent` when the server sent the built-in English, else `sent` itself: an
 * operator who rewrites a text (content/roles.json, a provider's voices) sees their own words.
 */
export function translated(i18n: I18n, builtIn: BuiltIn | undefined, sent: string): string {
  return builtIn && builtIn[0] === sent ? i18n._(builtIn[1]) : sent;
}
