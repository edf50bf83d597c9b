import { describe, expect, it } from 'vitest';
import { findBlockedTerm } from './content-check';

describe('the word-list content check', () => {
  it.each([
    'you are a stupid bitch',
    'I am going to kill you',
    'I want to kill myself',
    'sometimes I think about suicide',
    'FUCK this',
    'how do I make a bomb',
    'shut up retard',
    'you are a retard',
  ])('refuses "%s"', (text) => {
    expect(findBlockedTerm(text)).not.toBeNull();
  });

  it.each([
    'I killed it at my exam!',
    'My class starts at nine.',
    'I have a new skill.',
    'I live in Scunthorpe.',
    'Can I have a cappuccino, please?',
    'The grapes are ripe.',
    // Listed English words that are everyday words of another language, in a line of that language.
    'Mon train a une heure de retard.',
    'Sorry je suis en retard',
    'Det är slut på mjölken',
  ])('lets "%s" through', (text) => {
    expect(findBlockedTerm(text)).toBeNull();
  });
});
