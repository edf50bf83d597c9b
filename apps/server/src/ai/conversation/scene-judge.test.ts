import { describe, expect, it } from 'vitest';
import { loadContentPack } from '@parley/content/load-content';
import { judgeSceneTurn } from './scene-judge';
import { detailToSayBack, detailsFrom, withDetails } from './scene-details';
import { offScriptAnswer } from './scene-off-script.data';

const pack = loadContentPack();
const scene = (slug: string) => pack.scenes.find((s) => s.slug === slug)!;
const at = (turn: number) => ({ turn, misses: 0, hintedTurns: 0 });

describe('the scene judge listens', () => {
  it('skips a choice of show times once the learner named the time (new wording after round 6)', () => {
    const step = judgeSceneTurn(scene('buying-a-cinema-ticket'), at(0), 'Three tickets for the horror film at seven, please.');
    expect(step.verdict.fits).toBe(true);
    expect(scene('buying-a-cinema-ticket').turns[step.nextTurn]?.ai ?? '').not.toMatch(/o'clock or/);
  });

  it('skips the last turn too when the line already answers it, but never a last "Any other questions?"', () => {
    const cinema = judgeSceneTurn(scene('buying-a-cinema-ticket'), at(2), 'Three tickets in the middle, please.');
    expect(cinema).toMatchObject({ nextTurn: 4, completed: true });
    const flat = judgeSceneTurn(scene('renting-a-flat'), at(3), 'Fair enough, I would sign the contract.');
    expect(flat).toMatchObject({ nextTurn: 4, completed: false });
  });

  it('puts no last "Any other questions?" to a learner who just said they have nothing more to ask', () => {
    const meeting = judgeSceneTurn(scene('parent-teacher-meeting'), at(3), "Of course, I'll check it. That's everything I wanted to know, thanks.");
    expect(meeting).toMatchObject({ nextTurn: 5, completed: true });
    // Without that, the question is still asked.
    expect(judgeSceneTurn(scene('parent-teacher-meeting'), at(3), "Of course, I'll check it every evening.")).toMatchObject({ nextTurn: 4, completed: false });
  });

  it('skips a yes/no question about "been" or "shall" whose own words the line already says', () => {
    // "Have you been to the farmers' market on Sundays yet?": "been" and "yet" are not what is asked.
    const market = judgeSceneTurn(scene('small-talk-with-a-neighbour'), at(1), "It's friendly, and I shop at the farmers' market every Sunday.");
    expect(market.nextTurn).toBe(3);
    // "Shall I put it all in writing?" (the last turn) after "…but I want it in writing".
    const builder = judgeSceneTurn(scene('negotiating-with-a-builder'), at(3), 'Monday suits me, but I want the whole offer in writing.');
    expect(builder.completed).toBe(true);
  });

  it('takes "I never sign…" as a refusal', () => {
    expect(judgeSceneTurn(scene('job-interview-cafe'), at(3), 'Sorry, I never sign anything on the first day.').verdict).toMatchObject({ fits: false, refused: true });
  });

  it('says back a detail the script\'s next line leaves out, and nothing when it names it', () => {
    expect(detailToSayBack("We've been charged for three pizzas, but we only had two.", "You're right, I'm very sorry.")).toBe('Three pizzas, I see.');
    expect(detailToSayBack('Could he come after five? I work until then.', 'The call-out fee is sixty dollars.')).toBe('After five is fine.');
    expect(detailToSayBack('I wanted a blue shirt.', 'Would you like a bigger size?')).toBe('The blue shirt, OK.');
    expect(detailToSayBack('Two tickets, please.', 'Two tickets: that is twenty dollars.')).toBeNull();
    expect(detailToSayBack('Yes, please.', 'Anything else?')).toBeNull();
    // Round 13: what was charged twice, where the learner is from (a name keeps its capitals), a habit.
    expect(detailToSayBack("They've charged us twice for the garlic bread.", 'Let me check with the kitchen.')).toBe('The garlic bread, I see.');
    expect(detailToSayBack('We were charged for a bottle of champagne we never ordered.', 'Let me check.')).toBe('The bottle of champagne, I see.');
    expect(detailToSayBack('They charged me for a cheesecake we did not order.', 'Let me check.')).toBe('The cheesecake, I see.');
    expect(detailToSayBack("I'm from New Caledonia.", 'What do you do?')).toBe('New Caledonia, how lovely!');
    expect(detailToSayBack("I'm from Room 12.", 'How can I help?')).toBeNull();
    expect(detailToSayBack('I usually go running before breakfast.', 'Any pain at night?')).toBe('Running, I see.');
  });

  it('keeps the last day a line names ("Friday is difficult. Can we do Tuesday instead?")', () => {
    expect(detailsFrom(['Friday is difficult. Can we do Tuesday instead?']).day).toBe('Tuesday');
  });

  it('takes a real answer in other words than the script\'s, and turns down no request with praise', () => {
    const meet = scene('weekend-plans-with-a-friend');
    expect(judgeSceneTurn(meet, at(3), 'By the fountain in the park.').verdict.fits).toBe(true);
    expect(judgeSceneTurn(scene('parent-teacher-meeting'), at(3), 'No, that is your job, not mine.').verdict).toMatchObject({ fits: false, refused: true });
    expect(judgeSceneTurn(scene('at-the-bus-stop'), at(3), "I'm not paying two dollars for a bus.").verdict).toMatchObject({ fits: false, refused: true });
  });

  it('does not count a refusal as fitting, whatever its key words', () => {
    const step = judgeSceneTurn(scene('job-interview-cafe'), at(3), "I don't want to work weekends. Never.");
    expect(step.verdict).toMatchObject({ fits: false, refused: true });
    expect(step.advance).toBe(false);
  });

  it('takes a plain "No" to "Do you have any questions for me?"', () => {
    expect(judgeSceneTurn(scene('job-interview-cafe'), at(4), 'No.').verdict.fits).toBe(true);
    expect(judgeSceneTurn(scene('job-interview-cafe'), at(4), 'No, thank you.').completed).toBe(true);
  });

  it('takes "I won\'t show you my passport" as a refusal, and a greeting before a question about the place as that question', () => {
    expect(judgeSceneTurn(scene('checking-in-at-the-airport'), at(1), "No, I won't show you my passport.").verdict).toMatchObject({ fits: false, refused: true });
    expect(judgeSceneTurn(scene('opening-a-bank-account'), at(0), 'Good morning. Is there a monthly fee for a current account?').verdict).toMatchObject({ fits: false, offScript: true });
  });

  it('names what an off-script question asked when no answer is written for it', () => {
    expect(offScriptAnswer(undefined, 'Are pets allowed in the flat? I have a cat.')).toMatch(/^Good question about pets\./);
    expect(offScriptAnswer(undefined, 'Sorry, before I answer: is the job full-time or part-time?')).toMatch(/^Full-time or part-time\?/);
    expect(offScriptAnswer(undefined, 'Good morning. Is there a monthly fee for a current account?')).toMatch(/about the monthly fee/);
    expect(offScriptAnswer(undefined, 'Can I bring my dog?')).toMatch(/about your dog/);
    expect(offScriptAnswer(undefined, 'Does the flat have a balcony?')).toMatch(/about the balcony/);
  });

  it('answers an off-script question without counting a miss', () => {
    const step = judgeSceneTurn(scene('booking-a-table'), at(1), 'Do you have parking?');
    expect(step.verdict).toMatchObject({ fits: false, offScript: true });
    expect(step.misses).toBe(0);
  });

  it('skips the turns a line already answered, and takes any day or number the turn asks for', () => {
    const step = judgeSceneTurn(scene('booking-a-table'), at(0), "I'd like to book a table for four people on Saturday, please.");
    expect(step.nextTurn).toBe(3);
    expect(judgeSceneTurn(scene('booking-a-table'), at(1), 'Tomorrow, please.').verdict.fits).toBe(true);
    expect(judgeSceneTurn(scene('booking-a-table'), at(3), 'At nine.').verdict.fits).toBe(true);
    // "for six" answers how many, not what time.
    expect(judgeSceneTurn(scene('booking-a-table'), at(2), 'For six people.').nextTurn).toBe(3);
  });

  it('puts the learner\'s details in the character\'s lines', () => {
    const d = detailsFrom(['On Friday.', 'For six people.', 'At seven.']);
    expect(d).toMatchObject({ day: 'Friday', count: 'six', time: 'seven' });
    expect(withDetails('Perfect. A table for four on Saturday at eight. See you then!', d)).toBe('Perfect. A table for six on Friday at seven. See you then!');
  });
});

describe('scenes that listen harder', () => {
  it('takes a denial of the scene\'s premise as a contradiction, not an answer', () => {
    const neighbour = scene('my-new-flat');
    const step = judgeSceneTurn(neighbour, at(0), "No, I'm not the new neighbour. I don't live here.");
    expect(step.verdict).toMatchObject({ fits: false, refused: true });
  });

  it('answers a question about the place instead of taking it as the answer', () => {
    const step = judgeSceneTurn(scene('opening-a-bank-account'), at(0), 'Is the bank open on Saturdays?');
    expect(step.verdict).toMatchObject({ fits: false, offScript: true });
  });

  it('skips "What time?" once the learner said "at eight", and a yes/no question the line already answers', () => {
    const booking = judgeSceneTurn(scene('booking-a-table'), at(0), "Hi, I'd like to book a table for five people on Saturday at eight, please.");
    expect(scene('booking-a-table').turns[booking.nextTurn]?.ai).toMatch(/name and phone/);
    const doctor = judgeSceneTurn(scene('doctors-appointment'), at(1), "I've had a high fever since yesterday, so it's quite urgent.");
    expect(scene('doctors-appointment').turns[doctor.nextTurn]?.ai).not.toMatch(/urgent/);
  });

  it('carries clock times, days and counts into any later line', () => {
    const cinema = detailsFrom(["The 9 o'clock show.", 'Three tickets, please.']);
    expect(withDetails("The 7 o'clock show, please.", cinema)).toBe("The 9 o'clock show, please.");
    expect(withDetails('Two tickets, please.', cinema)).toBe('Three tickets, please.');
    expect(withDetails("Around eight o'clock.", detailsFrom(['At half past seven.']))).toBe('Around half past seven.');
    const doctor = detailsFrom(['Thursday at four is better for me.']);
    expect(withDetails('Thank you. See you tomorrow.', doctor)).toBe('Thank you. See you on Thursday.');
  });

  it('takes the last size named, "extra large" whole, and what a bill holds without an article (found on round 14)', () => {
    expect(withDetails("Here's a large. Try it on?", detailsFrom(['A smaller one, please. Extra small.']))).toBe("Here's an extra small. Try it on?");
    expect(withDetails("Here's a medium.", detailsFrom(['Do you have it in XL?']))).toBe("Here's an extra large.");
    expect(detailToSayBack("They charged me for sparkling water I didn't order.", 'Let me check.')).toBe('Sparkling water, I see.');
    expect(detailToSayBack("There's a jug of lemonade on the bill that we didn't order.", 'Let me check.')).toBe('The jug of lemonade, I see.');
  });

  it('skips a question the learner answered lines before, but not one an earlier turn also asked for (found on round 15)', () => {
    // "a dentistry student" was told with the name; "Where are you from?" is answered now.
    const classmate = judgeSceneTurn(scene('meeting-a-new-classmate'), at(1), "I'm from Lviv.", ["Hello, I'm Oksana, a dentistry student."]);
    expect(classmate.nextTurn).toBe(3);
    // "bananas" answered "What would you like?", so it does not answer "Anything else?" later.
    const market = judgeSceneTurn(scene('buying-fruit-at-the-market'), at(1), 'Two kilos, please.', ['Some bananas, please.']);
    expect(market.nextTurn).toBe(2);
  });
});

