import { describe, expect, it } from 'vitest';
import { answerKindOf, hasAnswerShape, isRequest } from './scene-answer-shape';

describe('an answer of the kind the question asks for', () => {
  it('reads the kind from the question the line ends with', () => {
    expect(answerKindOf('Perfect. Where shall we meet?')).toBe('place');
    expect(answerKindOf('Can I have your name and phone number?')).toBe('contact');
    expect(answerKindOf('Great! What time would you like?')).toBe('time');
    expect(answerKindOf('Of course. For which day?')).toBe('day');
    expect(answerKindOf('And for how many people?')).toBe('count');
    expect(answerKindOf("What's the problem with it?")).toBe('problem');
    expect(answerKindOf('Have you changed anything in your diet or routine recently?')).toBe('yes-no');
    // An open question: only the scene's own words can tell.
    expect(answerKindOf('What would you like to drink?')).toBeNull();
  });

  it('takes answers in the learner\'s own words', () => {
    expect(hasAnswerShape('Where shall we meet?', 'By the fountain in the park.')).toBe(true);
    expect(hasAnswerShape('Where is the noise coming from?', "It's the air conditioning. It rattles all the time.")).toBe(true);
    expect(hasAnswerShape('Can I have your name and phone number?', 'Puig, 612 345 678.')).toBe(true);
    expect(hasAnswerShape("What's the problem with it?", 'The colour is wrong. I wanted blue, not green.')).toBe(true);
    expect(hasAnswerShape('Have you changed anything in your routine?', 'Yes, I started lifting heavy boxes at work.')).toBe(true);
  });

  it('does not take a line of another kind, a question, or a reply that answers nothing', () => {
    expect(hasAnswerShape('Where shall we meet?', 'Just bring a frisbee.')).toBe(false);
    expect(hasAnswerShape('What time would you like?', 'Is the kitchen open late?')).toBe(false);
    expect(hasAnswerShape("What's the problem with it?", 'Yes, the receipt is in the bag.')).toBe(false);
    expect(hasAnswerShape('How many people?', 'Is there a table by the window?')).toBe(false);
  });

  it('a "no" that explains itself answers a question, but turns down a request', () => {
    expect(isRequest('Good idea. Could you also check his homework diary every evening?')).toBe(true);
    expect(isRequest('Would you like a bigger size?')).toBe(false);
    expect(hasAnswerShape('Have you done yoga before?', "No, I've never tried it but I run.")).toBe(true);
    expect(hasAnswerShape('Could you check his homework diary every evening?', 'No, checking homework is your job, not mine.')).toBe(false);
  });
});
