// The built-in practice partner: a deterministic conversation engine with no model weights.
// In a scene it plays the AI side of the scene's lines in order, praising a turn that fits and
// re-prompting with the scene's hint when it does not (the scene judge decides which). In free
// chat it reacts to what the learner said (names, places, times, likes, yes/no) and keeps the
// topic going with level-graded questions from the question banks, never asking one twice.
// The teacher adds a brief grammar correction after its reply; the friend only corrects errors
// that change the meaning. It says what it is in the first line of every conversation.
import type {
  ConversationEngine,
  GrammarCheck,
  Level,
  OpeningContext,
  QuestionBankInput,
  ReplyContext,
  RoleKind,
  SceneInput,
} from './types';
import { EngineError } from './types';
import { pickQuestion } from './questions';
import { isAskingForHelp, sceneSummaryText } from './scene-judge';
import { pick, tokensOf, words } from './text';

export const PRACTICE_PARTNER_NAME = 'offline practice partner';

/** Grammar categories whose errors change what the learner means (the friend corrects only these). */
export const MEANING_CATEGORIES: ReadonlySet<string> = new Set(['tense', 'word-choice', 'pronoun', 'word-order']);

export interface PracticePartnerDeps {
  questionBanks: () => readonly QuestionBankInput[];
  /** The grammar engine, or null where none is available. */
  grammar?: (() => Promise<GrammarCheck | null> | GrammarCheck | null) | undefined;
}

type Band = 'basic' | 'middle' | 'advanced';
const bandOf = (level: Level): Band => (level === 'A1' || level === 'A2' ? 'basic' : level === 'B1' || level === 'B2' ? 'middle' : 'advanced');

const PRAISE: Record<Band, readonly string[]> = {
  basic: ['Good!', 'Great!', 'Very good.', 'Nice!'],
  middle: ['Great answer.', 'That works well.', 'Nicely said.', 'Perfect.'],
  advanced: ['Very natural.', 'Spot on.', 'Nicely put.', 'That sounds completely natural.'],
};

const ACKNOWLEDGE: Record<Band, readonly string[]> = {
  basic: ['I see.', 'OK!', 'Nice.', 'Good.'],
  middle: ["That's interesting.", 'I see what you mean.', 'Thanks for telling me.', 'Good to know.'],
  advanced: ["That's a fascinating way to put it.", 'I can see where you are coming from.', 'That makes a lot of sense.', 'Fair point.'],
};

const ABOUT_ME: Record<RoleKind, Record<Band, string>> = {
  teacher: {
    basic: 'Good question! I like books and long walks.',
    middle: 'Good question! I love reading and I walk by the river every evening.',
    advanced: 'Good question! I am a keen reader, and a long walk by the river is how I unwind after class.',
  },
  friend: {
    basic: 'Me? I like films and food!',
    middle: 'Me? I love travelling, watching films and trying new food.',
    advanced: "Me? I'm hooked on travelling, and I'll never say no to a good film or a new restaurant.",
  },
};

function introLine(ctx: { role: OpeningContext['role']; roleKind: RoleKind; scene?: SceneInput | null }): string {
  if (ctx.scene) {
    return `I'm Parley's ${PRACTICE_PARTNER_NAME}, and I'll play the ${ctx.scene.aiCharacter}; you are the ${ctx.scene.learnerCharacter}.`;
  }
  return ctx.roleKind === 'teacher'
    ? `Hello, I'm ${ctx.role.username}, your teacher. Right now I'm Parley's ${PRACTICE_PARTNER_NAME}, so my answers are simple and scripted.`
    : `Hey, I'm ${ctx.role.username}! Just so you know, I'm Parley's ${PRACTICE_PARTNER_NAME}, so I keep things simple.`;
}

const hasIntroduced = (lines: readonly string[] | undefined) => (lines ?? []).some((l) => l.includes(PRACTICE_PARTNER_NAME));

/** my → your, I → you …, so the partner can echo what the learner said. */
function reflect(phrase: string): string {
  const swaps: Record<string, string> = { my: 'your', i: 'you', me: 'you', mine: 'yours', am: 'are', "i'm": "you're", myself: 'yourself', our: 'your', we: 'you', us: 'you' };
  return phrase
    .split(/\s+/)
    .map((w) => swaps[w.toLowerCase()] ?? w)
    .join(' ');
}

function shortPhrase(text: string, maxWords = 4): string {
  return text.trim().split(/\s+/).slice(0, maxWords).join(' ').replace(/[.,!?;:]+$/, '');
}

const NOT_NAMES = new Set(['fine', 'good', 'ok', 'okay', 'great', 'tired', 'happy', 'sorry', 'from', 'not', 'so', 'very', 'a', 'an', 'the', 'here', 'busy', 'well', 'sad', 'bored', 'ready', 'sure', 'student', 'teacher']);
const TIME =
  /\b(yesterday|today|tomorrow|tonight|this (?:morning|afternoon|evening|weekend)|last (?:night|week|weekend|month|year|summer|winter)|next (?:week|weekend|month|year|summer)|every (?:day|morning|evening|night|week|weekend|summer)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|at \d{1,2}(?::\d{2})?\s*(?:am|pm|o'clock)?|in the (?:morning|afternoon|evening)|at night|at the weekend|on (?:the )?weekends?)\b/i;

/** A short reaction to what the learner said, graded to their level. */
export function reactTo(text: string, ctx: { roleKind: RoleKind; level: Level; style: ReplyContext['style'] }, seed: string): string {
  const band = bandOf(ctx.level);
  const t = text.trim();
  const lower = t.toLowerCase();

  const name = /\b(?:my name is|my name's|i'm called|i am called|call me)\s+([A-Za-z][a-z]+)/i.exec(t)?.[1] ?? /\b(?:I'm|I am)\s+([A-Z][a-z]+)\b/.exec(t)?.[1];
  if (name && !NOT_NAMES.has(name.toLowerCase())) {
    const n = name[0]!.toUpperCase() + name.slice(1);
    return band === 'basic' ? `Nice to meet you, ${n}!` : `Lovely to meet you, ${n}.`;
  }

  const place = /\b(?:i'm from|i am from|i come from|i live in|i grew up in|i was born in|i went to|i want to go to|i visited)\s+([A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)/i.exec(t)?.[1];
  if (place && /^[A-Z]/.test(place)) {
    return band === 'basic' ? `${place}? Cool!` : band === 'middle' ? `${place}? I'd love to go there one day.` : `${place}? I've heard wonderful things about it.`;
  }

  const dislike = /\bi (?:really )?(?:don't|do not|didn't|did not) (?:like|enjoy|love)\s+([^.,!?]+)|\bi hate\s+([^.,!?]+)/i.exec(t);
  if (dislike) {
    const what = reflect(shortPhrase(dislike[1] ?? dislike[2] ?? 'that'));
    return band === 'basic' ? `Oh, you don't like ${what}. OK!` : `Not a fan of ${what}? Fair enough.`;
  }

  const like = /\bi (?:really |also |usually )?(like|love|enjoy|prefer|adore)\s+([^.,!?]+)/i.exec(t);
  if (like) {
    const what = reflect(shortPhrase(like[2] ?? 'that'));
    return band === 'basic' ? `You ${like[1]?.toLowerCase()} ${what}. Nice!` : band === 'middle' ? `Oh, you ${like[1]?.toLowerCase()} ${what}? That's great.` : `So you ${like[1]?.toLowerCase()} ${what}. I can see why.`;
  }

  const time = TIME.exec(t)?.[0];
  if (time) {
    const cap = time[0]!.toUpperCase() + time.slice(1).toLowerCase();
    return band === 'basic' ? `${cap}? OK.` : `${cap}? Good to know.`;
  }

  if (/^(yes|yeah|yep|sure|of course|definitely|absolutely|i do\b|i did\b|i am\b|i have\b)/i.test(lower)) {
    return pick(band === 'basic' ? ['Great!', 'Cool!', 'Nice!'] : ['Great, tell me more sometime.', 'Oh, nice.', 'That sounds good.'], seed);
  }
  if (/^(no\b|nope|not really|never|i don't\b|i didn't\b|i'm not\b|i am not\b|i haven't\b)/i.test(lower)) {
    return pick(band === 'basic' ? ["That's OK.", 'OK, no problem.'] : ["That's fine.", 'Fair enough.', 'No problem at all.'], seed);
  }

  const styled = ctx.style?.key === 'cheerful' ? 'Awesome! ' : '';
  return styled + pick(ACKNOWLEDGE[band], seed);
}

function asksAboutMe(text: string): boolean {
  const lower = text.toLowerCase();
  return /\?\s*$/.test(text.trim()) && /\b(you|your|yourself)\b/.test(lower);
}

/** Things the learner could say next, graded to their level, as answer starters for the AI's line. */
export function builtInHints(aiLine: string | null, level: Level): string[] {
  const band = bandOf(level);
  const q = (aiLine ?? '').trim();
  const lastQuestion = q.split(/(?<=[.!])\s+/).filter((s) => s.includes('?')).pop() ?? q;
  const first = words(lastQuestion)[0] ?? '';
  const aux: Record<string, [string, string]> = {
    do: ['do', "don't"], does: ['do', "don't"], did: ['did', "didn't"], are: ['am', "'m not"], is: ['is', "isn't"],
    have: ['have', "haven't"], has: ['have', "haven't"], can: ['can', "can't"], could: ['could', "couldn't"], would: ['would', "wouldn't"], will: ['will', "won't"],
  };
  const yesNo = aux[first];
  const out: string[] = [];
  if (yesNo) {
    const [yes, no] = yesNo;
    const noLine = no.startsWith("'") ? `No, I${no}.` : `No, I ${no}.`;
    if (first === 'is') out.push(band === 'basic' ? 'Yes, it is.' : 'Yes, I think it is, because …', band === 'basic' ? "No, it isn't." : "Not really. In my opinion, it isn't, because …");
    else if (band === 'basic') out.push(`Yes, I ${yes}.`, noLine);
    else if (band === 'middle') out.push(`Yes, I ${yes}. For example, …`, `${noLine.replace(/\.$/, '')}, but I …`);
    else out.push(`Yes, I ${yes}, although …`, `Not really, to be honest. I'd rather …`);
  } else if (first === 'where') {
    out.push(band === 'basic' ? 'In …' : 'Usually in …, because …', band === 'basic' ? 'I go to …' : 'I have never really thought about it, but maybe …');
  } else if (first === 'when') {
    out.push(band === 'basic' ? 'On …' : 'Usually on …', band === 'basic' ? 'At … o’clock.' : 'It depends, but often …');
  } else if (first === 'why') {
    out.push('Because …', band === 'basic' ? 'I think because …' : 'Mainly because …, and also …');
  } else if (first === 'how') {
    out.push(band === 'basic' ? 'I think …' : 'Well, it depends on …', band === 'basic' ? 'Very …' : 'To be honest, …');
  } else if (/\bfavou?rite\b/i.test(lastQuestion)) {
    const thing = /\bfavou?rite\s+([a-z]+)/i.exec(lastQuestion)?.[1] ?? 'one';
    out.push(`My favourite ${thing} is …`, band === 'basic' ? 'I like …' : `I can't choose just one, but …`);
  } else {
    out.push(band === 'basic' ? 'I like …' : 'I think …', band === 'advanced' ? 'From my point of view, …' : band === 'middle' ? 'In my opinion, …' : 'I think …');
  }
  out.push(band === 'basic' ? 'And you?' : 'What about you?');
  return [...new Set(out)].slice(0, 3);
}

async function correctionFor(ctx: ReplyContext, grammar: GrammarCheck | null): Promise<string | null> {
  if (!grammar) return null;
  let result: Awaited<ReturnType<GrammarCheck['check']>>;
  try {
    result = await grammar.check(ctx.learnerText);
  } catch {
    return null;
  }
  const corrected = result.corrected.trim();
  if (result.issues.length === 0 || !corrected || corrected === ctx.learnerText.trim()) return null;
  if (ctx.roleKind === 'friend') {
    if (!result.issues.some((i) => MEANING_CATEGORIES.has(i.category))) return null;
    return `Oh, and I think you mean: "${corrected}"`;
  }
  if (ctx.style?.key === 'strict') return `Correction: say "${corrected}" Please try it again.`;
  return bandOf(ctx.level) === 'basic' ? `Small tip: "${corrected}"` : `A small correction: "${corrected}"`;
}

function* stream(text: string, signal: AbortSignal): Generator<string> {
  for (const token of tokensOf(text)) {
    if (signal.aborted) throw new EngineError('aborted', 'the learner left');
    yield token;
  }
}

export function createPracticePartner(deps: PracticePartnerDeps): ConversationEngine {
  async function grammarEngine(): Promise<GrammarCheck | null> {
    try {
      return (await deps.grammar?.()) ?? null;
    } catch {
      return null;
    }
  }

  function sceneReply(ctx: ReplyContext, scene: SceneInput): string {
    const step = ctx.sceneStep;
    if (!step) throw new EngineError('bad-response', 'a scene reply needs the judged step');
    const band = bandOf(ctx.level);
    const answered = scene.turns[step.answeredTurn];
    const next = scene.turns[step.nextTurn];
    const example = answered?.expected.examples[Math.min(step.misses, (answered?.expected.examples.length ?? 1) - 1)] ?? answered?.expected.examples[0] ?? '';
    const finish = () => `${scene.closing} ${sceneSummaryText(scene, step.hintedTurns)}`;
    if (step.verdict.fits) {
      const praise = pick(PRAISE[band], `${scene.id}:${step.answeredTurn}`);
      return step.completed ? `${praise} ${finish()}` : `${praise} ${next?.ai ?? ''}`;
    }
    if (step.advance) {
      const model = `You could say: "${answered?.expected.examples[0] ?? example}" Let's go on.`;
      return step.completed ? `${model} ${finish()}` : `${model} ${next?.ai ?? ''}`;
    }
    const opener = step.verdict.askedForHelp ? 'No problem.' : step.misses <= 1 ? 'Hmm, not quite.' : 'Almost.';
    const help = step.misses <= 1 && !step.verdict.askedForHelp ? (answered?.hint ?? '') : `${answered?.hint ?? ''} For example: "${example}"`;
    return `${opener} ${help} ${answered?.ai ?? ''}`.replace(/\s+/g, ' ').trim();
  }

  function freeReply(ctx: ReplyContext): string {
    const asked = [...(ctx.earlierAiLines ?? []), ...ctx.history.filter((h) => h.from === 'ai').map((h) => h.text)];
    const seed = `${ctx.learnerText}:${asked.length}`;
    const stuck = isAskingForHelp(ctx.learnerText);
    const parts: string[] = [];
    if (!hasIntroduced(asked)) parts.push(introLine(ctx));
    if (stuck) parts.push(bandOf(ctx.level) === 'basic' ? 'No problem. Here is an easier one.' : "No problem, let's try a different question.");
    else if (asksAboutMe(ctx.learnerText)) parts.push(ABOUT_ME[ctx.roleKind][bandOf(ctx.level)]);
    else parts.push(reactTo(ctx.learnerText, ctx, seed));
    if (ctx.roleKind === 'teacher' && ctx.style?.key === 'strict' && !stuck && words(ctx.learnerText).length < 3 && ctx.level !== 'A1') {
      parts.push('Please answer in a full sentence.');
    }
    const question = pickQuestion({
      banks: deps.questionBanks(),
      roleKind: ctx.roleKind,
      level: ctx.level,
      topicTags: [ctx.topicTag, ...(ctx.learnerTopicTags ?? [])],
      asked,
      easier: stuck,
    });
    parts.push(question?.text ?? (bandOf(ctx.level) === 'basic' ? 'What do you want to talk about?' : 'What would you like to talk about next?'));
    return parts.join(' ');
  }

  return {
    async *reply(ctx) {
      const text = ctx.scene ? sceneReply(ctx, ctx.scene) : freeReply(ctx);
      const correction = await correctionFor(ctx, await grammarEngine());
      yield* stream(correction ? `${text} ${correction}` : text, ctx.signal);
    },

    async *opening(ctx) {
      const intro = hasIntroduced(ctx.earlierAiLines) ? '' : `${introLine(ctx)} `;
      if (ctx.scene) {
        const first = ctx.scene.turns[0]?.ai ?? ctx.scene.closing;
        yield* stream(`${intro}${first}`, ctx.signal);
        return;
      }
      const question = pickQuestion({
        banks: deps.questionBanks(),
        roleKind: ctx.roleKind,
        level: ctx.level,
        topicTags: [ctx.topicTag, ...(ctx.learnerTopicTags ?? [])],
        asked: ctx.earlierAiLines ?? [],
      });
      yield* stream(`${intro}${question?.text ?? 'What would you like to talk about?'}`, ctx.signal);
    },

    async hints(ctx) {
      const lastAi = [...ctx.history].reverse().find((h) => h.from === 'ai')?.text ?? null;
      return builtInHints(lastAi, ctx.level);
    },

    describe: () => ({ engine: 'practice-partner', model: null }),
  };
}
