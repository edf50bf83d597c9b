// The dialogue probe rounds the shape check (bench/blind-sets-check.ts) knows: each round's folder, id
// prefix, the minimum counts it was written to and the further folders its turns must be new against.
// Data: a new round adds its entry here (bench/blind-sets.md says how rounds are written).
/** A probe round: its folder under bench/conversation/probes and the id prefix its probes carry. */
export interface ProbeRound {
  dir: string; idPrefix: string; least?: { total: number; kinds: Record<string, number> };
  /** Further probe folders (not blind rounds) written before this round, whose turns it must not repeat either. */
  alsoNewAgainst?: string[];
}
/** The minimum kind counts rounds 9 to 11 were written to: weighted toward the kinds the partner finds hard. */
const WEIGHTED_TO_HARD_KINDS = {
  'no-false-correction': 15, correction: 14, memory: 13, meaning: 12, 'scene-detail': 12, 'grammar-question': 10, 'off-topic': 8, 'topic-follow': 7,
  'scene-off-script': 8, 'scene-refusal': 5, joke: 4, 'other-language': 5, 'question-back': 3, 'feedback-request': 3, variety: 2,
  'feelings-sad': 2, 'feelings-happy': 2, 'feelings-stressed': 2,
};
/** The same weighting, one fewer of each of the larger kinds, as rounds 12 and 13 were written to. */
const WEIGHTED_TO_HARD_KINDS_FROM_12 = {
  'no-false-correction': 14, correction: 13, memory: 12, meaning: 11, 'scene-detail': 11, 'grammar-question': 9, 'off-topic': 7,
  'scene-off-script': 7, 'topic-follow': 6, 'scene-refusal': 5, 'other-language': 5, joke: 4, 'question-back': 3, 'feedback-request': 3,
  variety: 2, 'feelings-sad': 2, 'feelings-happy': 2, 'feelings-stressed': 2,
};
export const PROBE_ROUNDS: ProbeRound[] = [{ dir: 'blind', idPrefix: 'blind-' }, { dir: 'blind-3', idPrefix: 'b3-' }, {
  dir: 'blind-4', idPrefix: 'b4-',
  // Round 4 was asked to weight toward the hard kinds; these are the counts it was written to.
  least: { total: 120, kinds: { memory: 12, meaning: 10, 'scene-detail': 8, 'grammar-question': 8, 'topic-follow': 6, 'off-topic': 6, repeat: 6 } },
}, {
  dir: 'blind-5', idPrefix: 'b5-',
  // Round 5 was asked for at least 100 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 100,
    kinds: {
      'no-false-correction': 14, correction: 12, memory: 11, meaning: 9, 'scene-detail': 9, 'grammar-question': 7, 'topic-follow': 6, 'off-topic': 6,
    },
  },
  // The development probes were written before round 5, so its turns must be new against them too.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-6', idPrefix: 'b6-',
  // Round 6 was asked for at least 100 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 100,
    kinds: {
      'no-false-correction': 17, correction: 15, memory: 13, meaning: 11, 'scene-detail': 11, 'grammar-question': 9, 'off-topic': 8, 'topic-follow': 7,
    },
  },
  // Its turns must be new against every earlier round (round 5 included) and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-7', idPrefix: 'b7-',
  // Round 7 was asked for at least 150 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 150,
    kinds: {
      'no-false-correction': 15, correction: 14, memory: 13, meaning: 12, 'scene-detail': 11, 'grammar-question': 9, 'off-topic': 8, 'topic-follow': 7,
      'scene-off-script': 6, 'scene-refusal': 4, joke: 3, 'other-language': 4,
    },
  },
  // Its turns must be new against every earlier round (round 6 included) and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-8', idPrefix: 'b8-',
  // Round 8 was asked for about 170 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 170,
    kinds: {
      'no-false-correction': 15, correction: 14, memory: 13, meaning: 12, 'scene-detail': 12, 'grammar-question': 10, 'off-topic': 8, 'topic-follow': 7,
      'scene-off-script': 7, 'scene-refusal': 5, joke: 4, 'other-language': 5,
    },
  },
  // Its turns must be new against every earlier round (round 7 included) and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-9', idPrefix: 'b9-',
  // Round 9 (dialogue probes only) was asked for about 170 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 170,
    kinds: WEIGHTED_TO_HARD_KINDS,
  },
  // Its turns must be new against every earlier round (round 8 included) and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-10', idPrefix: 'b10-',
  // Round 10 (dialogue probes only) was asked for about 185–200 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 185,
    kinds: WEIGHTED_TO_HARD_KINDS,
  },
  // Its turns must be new against every earlier round (round 9 included: the loop below adds each round's turns
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-11', idPrefix: 'b11-',
  // Round 11 (dialogue probes only) was asked for about 185–200 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 185,
    kinds: WEIGHTED_TO_HARD_KINDS,
  },
  // Its turns must be new against rounds 2 to 10 (the loop below adds each round's turns, round 10's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-12', idPrefix: 'b12-',
  // Round 12 (dialogue probes only) was asked for about 160–180 probes weighted toward these kinds; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 11 (the loop below adds each round's turns, round 11's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-13', idPrefix: 'b13-',
  // Round 13 (dialogue probes only) was asked for at least 160 probes weighted like round 12; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 12 (the loop below adds each round's turns, round 12's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-14', idPrefix: 'b14-',
  // Round 14 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 and 13; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 13 (the loop below adds each round's turns, round 13's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-15', idPrefix: 'b15-',
  // Round 15 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 14; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 14 (the loop below adds each round's turns, round 14's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-16', idPrefix: 'b16-',
  // Round 16 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 15; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 15 (the loop below adds each round's turns, round 15's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-17', idPrefix: 'b17-',
  // Round 17 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 16; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 16 (the loop below adds each round's turns, round 16's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-18', idPrefix: 'b18-',
  // Round 18 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 17; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 17 (the loop below adds each round's turns, round 17's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-19', idPrefix: 'b19-',
  // Round 19 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 18; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 18 (the loop below adds each round's turns, round 18's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-20', idPrefix: 'b20-',
  // Round 20 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 19; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 19 (the loop below adds each round's turns, round 19's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-21', idPrefix: 'b21-',
  // Round 21 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 20; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 20 (the loop below adds each round's turns, round 20's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-22', idPrefix: 'b22-',
  // Round 22 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 21; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 21 (the loop below adds each round's turns, round 21's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-23', idPrefix: 'b23-',
  // Round 23 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 22; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 22 (the loop below adds each round's turns, round 22's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-24', idPrefix: 'b24-',
  // Round 24 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 23; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 23 (the loop below adds each round's turns, round 23's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-25', idPrefix: 'b25-',
  // Round 25 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 24; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 24 (the loop below adds each round's turns, round 24's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-26', idPrefix: 'b26-',
  // Round 26 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 25; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 25 (the loop below adds each round's turns, round 25's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-27', idPrefix: 'b27-',
  // Round 27 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 26; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 26 (the loop below adds each round's turns, round 26's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-28', idPrefix: 'b28-',
  // Round 28 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 27; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 27 (the loop below adds each round's turns, round 27's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-29', idPrefix: 'b29-',
  // Round 29 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 28; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 28 (the loop below adds each round's turns, round 28's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-30', idPrefix: 'b30-',
  // Round 30 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 29; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 29 (the loop below adds each round's turns, round 29's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-31', idPrefix: 'b31-',
  // Round 31 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 30; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 30 (the loop below adds each round's turns, round 30's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-32', idPrefix: 'b32-',
  // Round 32 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 31; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 31 (the loop below adds each round's turns, round 31's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}, {
  dir: 'blind-33', idPrefix: 'b33-',
  // Round 33 (dialogue probes only) was asked for at least 160 probes weighted like rounds 12 to 32; the kind counts are the ones it was written to.
  least: {
    total: 160,
    kinds: WEIGHTED_TO_HARD_KINDS_FROM_12,
  },
  // Its turns must be new against rounds 2 to 32 (the loop below adds each round's turns, round 32's included,
  // before checking the next), issue 14's examples and the development probes.
  alsoNewAgainst: ['dev'],
}];
