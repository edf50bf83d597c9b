// Questions about quoted forms, answered by the real grammar check (Harper + learner rules).
import { beforeAll, describe, expect, it } from 'vitest';
import { createGrammarEngine, type OfflineGrammarEngine } from '../../language/grammar/grammar-engine';
import { formsAnswer, quotedForms } from './grammar-forms';

let engine: OfflineGrammarEngine;
beforeAll(async () => {
  engine = await createGrammarEngine();
});

describe('questions about quoted forms', () => {
  it('finds the forms, keeping apostrophes inside words', () => {
    expect(quotedForms("Why is it 'he doesn't like' and not 'he doesn't likes'?")).toEqual(["he doesn't like", "he doesn't likes"]);
    expect(quotedForms("What does 'reluctant' mean?")).toEqual([]);
  });

  it('says which of two forms is right, with the rule', async () => {
    expect(await formsAnswer("Why is it 'he doesn't like' and not 'he doesn't likes'?", engine)).toMatch(/^"he doesn't like" is right\. After did\/didn't, does\/doesn't/);
    expect(await formsAnswer("Is it 'if I will see him' or 'if I see him'?", engine)).toMatch(/^"if I see him" is right\. After when, if/);
  });

  it('corrects one form asked about', async () => {
    expect(await formsAnswer("Can I say 'I am agree' in English?", engine)).toMatch(/^Not quite: say "I agree"\./);
  });

  it('takes a form quoted inside the other as the topic, not as a choice (round 16)', async () => {
    // "'used to' is right" answered a question nobody asked, and read as if "Did you used to" were fine.
    const answer = await formsAnswer("I'm asking about 'used to' in questions. Should I write 'Did she used to'?", engine);
    expect(answer).toMatch(/^Not quite: say "Did she use to"\./);
  });

  it('never "corrects" a split infinitive to "too" (round 27: "to boldly go" → "too boldly go")', async () => {
    const answer = await formsAnswer('Can I split an infinitive, as in "to boldly go", or is that wrong?', engine);
    expect(answer ?? '').not.toMatch(/too boldly/);
  });

  it('says nothing when the check finds both right or both wrong, or no engine answers', async () => {
    expect(await formsAnswer("Is it 'Hardly had I arrived' or 'Hardly I had arrived'?", engine)).toBeNull();
    expect(await formsAnswer("Is it 'I have went' or 'I have goed'?", engine)).toBeNull();
    expect(await formsAnswer("Can I say 'I am agree'?", null)).toBeNull();
  });
});
