// The built-in practice partner: a small deterministic dialogue system with no model weights.
// In a scene it plays the scene's lines (scene-partner.ts). In free chat it first decides what kind
// of turn the learner took (dialogue/turn-kinds.ts, feelings, language) and answers that: a repeat
// request gets the question again, "what does X mean?" the lexicon's meaning, sad news sympathy
// and no praise, "what's my name?" the remembered fact. A reply reads: reaction or answer, then a
// short correction when the grammar check is confident, then the next question, taken from the
// question bank of the current topic, never one already asked or whose answer it already knows.
import { EngineError, type ConversationEngine, type GrammarCheck, type Level, type OpeningContext, type QuestionBankInput, type ReplyContext, type RoleKind, type SceneInput } from './types';
import { correctionNote, fragmentInContext, type CorrectionFragment } from './correction-note';
import { feedbackOn } from './feedback';
import { answeredByLines, answeredQuestionsOf } from './dialogue/known-questions';
import { differenceAnswer, grammarAnswer, grammarTopicFor, meaningAnswer, mixedLanguageAnswer, NO_DIFFERENCE_KNOWN, otherLanguageAnswer, type LanguageTools } from './dialogue/answers';
import { dictionaryLanguageOf } from './dialogue/word-glosses';
import { extractFacts, keepNamed, type LearnerFact } from './dialogue/facts';
import { feelingOf, HARD_EVENTS } from './dialogue/feelings';
import { guessLanguage } from './dialogue/language-guess';
import { everydayElsewhere, everydayLead, meaningAskedElsewhere, requestElsewhere, translationAskedElsewhere } from './dialogue/requests-elsewhere.data';
import { PARTNER_ANSWERS, partnerAnswerFor, sameChoiceLead } from './dialogue/partner-answers.data';
import { echoReaction, focusOf, followUpQuestion, isFollowUp, namedAnswer, namedThing, sameWordsOpening, threadFocus, threadQuestion } from './dialogue/echo';
import { withoutPartnerName } from './dialogue/asked-thing';
import { memoryCallback, recallOf } from './dialogue/recall';
import { feelingLines, fresh, freshOrNothing, apologyLine, isAcknowledgement, LINES, reactToStatement, saidBackNews, withHelloBack, type Band } from './dialogue/reactions';
import { classifyTurn, topicChosenIn, type TurnKind } from './dialogue/turn-kinds';
import { TOPIC_TAGS, topicNamed } from './dialogue/topics';
import { formsAnswer } from './dialogue/grammar-forms';
import { pickQuestion } from './questions';
import { sceneReply } from './scene-partner';
import { pick, tokensOf, words } from './text';
import { builtInHints } from './hints';
export { builtInHints };
export const PRACTICE_PARTNER_NAME = 'offline practice partner';

/** Grammar categories whose errors change what the learner means (the friend corrects only these). */
export const MEANING_CATEGORIES: ReadonlySet<string> = new Set(['tense', 'word-choice', 'pronoun', 'word-order']);

export interface PracticePartnerDeps {
  questionBanks: () => readonly QuestionBankInput[];
  /** The grammar engine, or null where none is available. */
  grammar?: (() => Promise<GrammarCheck | null> | GrammarCheck | null) | undefined;
  /** The lexicon and translation engines, when the app has them. */
  language?: (() => LanguageTools & { knows?(word: string): boolean }) | undefined;
}

const bandOf = (level: Level): Band => (level === 'A1' || level === 'A2' ? 'basic' : level === 'B1' || level === 'B2' ? 'middle' : 'advanced');

function introLine(ctx: { role: OpeningContext['role']; roleKind: RoleKind; scene?: SceneInput | null }): string {
  if (ctx.scene) {
    return `I'm Parley's ${PRACTICE_PARTNER_NAME}, and I'll play the ${ctx.scene.aiCharacter}; you are the ${ctx.scene.learnerCharacter}.`;
  }
  return ctx.roleKind === 'teacher'
    ? `Hello, I'm ${ctx.role.username}, your teacher. Right now I'm Parley's ${PRACTICE_PARTNER_NAME}, so my answers are simple and scripted.`
    : `Hey, I'm ${ctx.role.username}! Just so you know, I'm Parley's ${PRACTICE_PARTNER_NAME}, so I keep things simple.`;
}

const hasIntroduced = (lines: readonly string[] | undefined) => (lines ?? []).some((l) => l.includes(PRACTICE_PARTNER_NAME));
/**
 * The question a line ends with, without what leads up to it: "… For example: "I was exhausted." Now,
 * back to my question: What's a holiday you love?" asks "What's a holiday you love?".
 */
const questionOf = (line: string) => line.split(/(?<=[.!?]["”’]?)\s+|:\s+/).filter((s) => s.trim().endsWith('?')).pop() ?? null;

/** The facts known now: stored ones, updated by what this turn says. */
function factsNow(stored: readonly LearnerFact[], learnerText: string): { all: LearnerFact[]; fresh: LearnerFact[] } {
  const said = keepNamed(extractFacts(learnerText), stored);
  const all = [...stored.filter((f) => !said.some((s) => s.key === f.key)), ...said];
  // What this turn says is news to react to, even when the service stored it a moment ago.
  return { all, fresh: said };
}

/** Which grammar corrections this reply shows, by the learner's level setting or the role's default. */
async function correctionFor(ctx: ReplyContext, grammar: GrammarCheck | null): Promise<string | null> {
  const level = ctx.correctionLevel ?? (ctx.roleKind === 'friend' ? 'meaning' : 'everything');
  if (level === 'off') return null;
  // The chat turn already ran the gated check (turn-correction.ts) at the learner's level: say that one.
  if (ctx.correction !== undefined) {
    return ctx.correction ? correctionNote([fragmentInContext(ctx.learnerText, ctx.correction)]) : null;
  }
  if (!grammar) return null;
  let result: Awaited<ReturnType<GrammarCheck['check']>>;
  try {
    result = await grammar.check(ctx.learnerText);
  } catch {
    return null;
  }
  const issues = result.issues.filter((i) => i.suggestion && i.text && i.suggestion !== i.text && (level === 'everything' || MEANING_CATEGORIES.has(i.category)));
  if (issues.length === 0) return null;
  const fragments: CorrectionFragment[] = issues.slice(0, 2).map((i) => fragmentInContext(ctx.learnerText, { start: i.start, end: i.end, category: i.category, wrong: i.text, fix: i.suggestion, reason: i.explanation.split(/(?<=\.)\s/)[0] ?? '' }));
  return correctionNote(fragments);
}

function* stream(text: string, signal: AbortSignal): Generator<string> {
  for (const token of tokensOf(text)) {
    if (signal.aborted) throw new EngineError('aborted', 'the learner left');
    yield token;
  }
}

/** The learner's earlier lines in this conversation, oldest first. */
const learnerLines = (ctx: ReplyContext) => ctx.history.filter((h) => h.from === 'learner').map((h) => h.text);

/** What the reply does after its answer: a new question, the last one again, an easier one, or none. */
type Next = 'new' | 'same' | 'easier' | 'none';
/** A free-chat answer: its words, what follows, whether a correction may show, a new topic, a follow-up. */
interface Answer { text: string; next: Next; correct: boolean; topic?: string; askOnly?: boolean; followUp?: string }

export function createPracticePartner(deps: PracticePartnerDeps): ConversationEngine {
  async function grammarEngine(): Promise<GrammarCheck | null> {
    try {
      return (await deps.grammar?.()) ?? null;
    } catch {
      return null;
    }
  }
  const tools = (): LanguageTools & { knows?(word: string): boolean } => {
    try {
      return deps.language?.() ?? {};
    } catch {
      return {};
    }
  };

  function nextQuestion(ctx: ReplyContext, said: string[], facts: LearnerFact[], topic: string | null, easier: boolean, askOnly = false): string | null {
    const banks = deps.questionBanks();
    const learnerLines = [...ctx.history.filter((h) => h.from === 'learner').map((h) => h.text), ctx.learnerText];
    const known = [...answeredQuestionsOf(banks, facts), ...answeredByLines(banks, learnerLines)];
    const skipped: string[] = [];
    // After a topic change, a real question ("What's your favourite band?") invites an answer better
    // than a prompt ("Tell me about a concert"); a few prompts are passed over for one.
    for (let tries = 0; tries < 6; tries += 1) {
      const picked = pickQuestion({ banks, roleKind: ctx.roleKind, level: easier ? 'A1' : ctx.level, topicTags: [topic, ctx.topicTag, ...(ctx.learnerTopicTags ?? [])], asked: [...said, ...known, ...skipped] });
      if (!picked) return skipped[0] ?? null;
      if (!askOnly || picked.text.trim().endsWith('?')) return picked.text;
      skipped.push(picked.text);
    }
    return skipped[0] ?? null;
  }

  /** The words of a free-chat reply before the next question, and which question follows. */
  async function answer(ctx: ReplyContext, turn: TurnKind, facts: { all: LearnerFact[]; fresh: LearnerFact[] }, said: string[], lastQuestion: string | null): Promise<Answer> {
    const band = bandOf(ctx.level);
    const seed = `${ctx.learnerText}:${said.length}`;
    const name = facts.all.find((f) => f.key === 'name')?.value;
    const lang = tools();
    // Quoted forms asked about ("'he doesn't like' or 'he doesn't likes'?"): the grammar check's verdict answers.
    const forms = turn.kind === 'grammar-question' || turn.kind === 'difference' ? await formsAnswer(ctx.learnerText, await grammarEngine()) : null;
    if (forms) return { text: `${forms}${lastQuestion ? ` ${fresh(LINES.backToQuestion, said, seed)}` : ''}`, next: 'same', correct: false };
    switch (turn.kind) {
      case 'repeat':
        return { text: lastQuestion ? fresh(LINES.repeat, said, seed) : 'Sure!', next: 'same', correct: false };
      case 'slower':
        return { text: fresh(LINES.slower, said, seed), next: 'easier', correct: false };
      case 'not-understand':
        return { text: fresh(LINES.notUnderstand, said, seed), next: 'easier', correct: false };
      case 'meaning':
        return { text: `${await meaningAnswer(turn.term, turn.how, lang, [turn.askedIn, ctx.nativeLanguage], [ctx.learnerText, ...ctx.history.filter((h) => h.from === 'learner').map((h) => h.text)].join(' '))}${lastQuestion ? ` ${fresh(LINES.backToQuestion, said, seed)}` : ''}`, next: 'same', correct: false };
      case 'difference': {
        // "When do I use 'the' and when no article?": a pair no dictionary explains may be a grammar topic.
        const explained = differenceAnswer(turn.a, turn.b, lang);
        const text = NO_DIFFERENCE_KNOWN.test(explained) ? (grammarTopicFor(ctx.learnerText) ?? explained) : explained;
        return { text: `${text}${lastQuestion ? ` ${fresh(LINES.backToQuestion, said, seed)}` : ''}`, next: 'same', correct: false };
      }
      case 'grammar-question':
        return { text: `${grammarAnswer(turn.question)}${lastQuestion ? ` ${fresh(LINES.backToQuestion, said, seed)}` : ''}`, next: 'same', correct: false };
      case 'feedback-request':
        return { text: await feedbackOn(ctx, await grammarEngine()), next: 'same', correct: false };
      case 'recall': {
        const text = recallOf(turn.about, ctx.learnerText, learnerLines(ctx), facts.all);
        return { text, next: text.endsWith('?') ? 'none' : 'new', correct: false };
      }
      case 'topic-change': {
        // No topic named: another one than the conversation's now, so the change is felt.
        const current = topicChosenIn([...learnerLines(ctx), '']) ?? ctx.topicTag;
        const others = TOPIC_TAGS.filter((tag) => tag !== current);
        // A subject with no question bank is followed as named: asked about in its own words.
        if (turn.free) return { text: `Sure, let's talk about ${turn.free}! What do you find most interesting about ${turn.free}?`, next: 'none', correct: false };
        const topic = turn.topic ?? pick(others, seed);
        return { text: `Sure, let's talk about ${turn.named ?? topic}!`, next: 'new', correct: false, topic, askOnly: true };
      }
      case 'learner-joke':
        // A knock-knock joke told whole, punchline and all ("… Lettuce who? Lettuce in!"), gets a laugh, not "Who's there?".
        if (turn.knockKnock && !/\bwho\?\s*\S/i.test(ctx.learnerText)) return { text: "Who's there?", next: 'none', correct: false };
        if (!turn.told) return { text: fresh(LINES.listening, said, seed), next: 'none', correct: false };
        return saidBackNews(ctx.learnerText) ? { text: `Haha! ${saidBackNews(ctx.learnerText)}? Tell me more!`, next: 'none', correct: false } : { text: fresh(LINES.laugh, said, seed), next: 'new', correct: false }; // news laughed at is said back
      case 'bored':
        return { text: fresh(LINES.bored, said, seed), next: 'none', correct: false };
      case 'wait':
        return { text: fresh(LINES.wait, said, seed), next: 'none', correct: false };
      case 'apology':
        return { text: apologyLine(ctx.learnerText, said, seed), next: 'same', correct: false };
      case 'joke':
        return { text: `${fresh(LINES.jokes, said, seed)} ${fresh(LINES.afterJoke, said, seed)}`, next: 'none', correct: false };
      case 'insult':
        return { text: fresh(LINES.insult, said, seed), next: 'same', correct: false };
      case 'goodbye':
        return { text: fresh(LINES.goodbye, said, seed).replace('{name}', name ? `, ${name}` : ''), next: 'none', correct: false };
      case 'thanks':
        return { text: fresh(LINES.thanks, said, seed), next: 'new', correct: false };
      case 'greeting': {
        const introduced = facts.fresh.find((f) => f.key === 'name')?.value;
        const hello = introduced ? `Hi, ${introduced}! Nice to meet you.` : fresh(LINES.greeting, said, seed);
        return { text: `${hello}${turn.howAreYou ? ` ${fresh(LINES.howAreYou, said, seed)}` : ''}`, next: 'new', correct: false };
      }
      case 'question-back': {
        // "And you?" alone asks the partner's own question back; "I'm going cycling. What are you doing?" and "…
        // Which do you like more?" are about the learner's whole line; "and you do you like coffee" names its thing; of two questions the last is answered.
        const asked = withoutPartnerName(turn.question.split(/(?<=[?])\s+(?=\p{Lu})/u).pop() ?? turn.question, ctx.role.username).replace(/^(and|so|what about|how about) you\b[,\s]*/i, '').trim();
        const bare = !asked || /^(\?|yours\??|and yours\??)$/i.test(asked) || /^(what|how) about you\??$|^and you\??$/i.test(turn.question.trim());
        const ownLine = ctx.learnerText.replace(/\b(and|what about|how about) (you|yours)\b.*$/i, '').trim();
        const vague = asked.split(/\s+/).length <= 4 || /^(which|what) (one )?(do|would) you (like|prefer|choose|pick)( more| better| most)?\??$/i.test(asked);
        const about = bare ? (ownLine.split(/\s+/).length >= 3 ? ownLine : (lastQuestion ?? turn.question)) : vague ? ctx.learnerText : asked;
        const own = partnerAnswerFor(about, ctx.roleKind);
        const generic = own === PARTNER_ANSWERS.at(-1)![ctx.roleKind];
        const opening = sameWordsOpening(ctx.learnerText);
        const same = /\bfavou?rite\b/i.test(asked) ? sameChoiceLead(own, ownLine) : null;
        const text = namedAnswer(asked || turn.question, own, generic) ?? (same ? `${same} ${own}` : opening ? `${opening} ${own}` : own);
        return { text, next: 'new', correct: true };
      }
      case 'yes':
      case 'no':
      case 'unsure': {
        const lines = {
          yes: band === 'basic' ? ['OK!', 'Nice.', 'I see.', 'Right.', 'Ah, OK.'] : ['Oh, nice.', 'I see.', 'Right.', 'Sounds good.', 'Ah, OK.'],
          no: ["That's OK.", 'Fair enough.', 'No problem.', 'OK, no worries.', 'I see.'],
          unsure: ['OK, fair enough.', 'Hmm, I see.', "That's fine.", 'OK.'],
        }[turn.kind];
        // "It depends of the weather", "Yes, I goes there every week": a whole sentence may be corrected; a bare "Yes" no.
        return { text: freshOrNothing(lines, said, seed), next: 'new', correct: words(ctx.learnerText).length >= 4 };
      }
      case 'statement':
      default: {
        // What the partner says back is the learner's line as corrected: "you grew up", never their "you grow up".
        const c = ctx.correction;
        const heard = c ? `${ctx.learnerText.slice(0, c.start)}${c.fix}${ctx.learnerText.slice(c.end)}`.replace(/\s{2,}/g, ' ') : ctx.learnerText;
        const feeling = feelingOf(ctx.learnerText);
        // Sympathy first; a small fix may follow, except after hard news (a death, an accident, a loss).
        if (feeling) return { text: feelingLines(feeling, ctx.learnerText, said, seed), next: 'none', correct: !HARD_EVENTS.test(ctx.learnerText) };
        let reaction = reactToStatement(heard, band, facts.fresh, said, seed);
        // Nothing in the reaction shows the partner heard what this was about: name it and ask about it.
        const personal = facts.fresh.some((f) => /^(name|from|lives-in|pet:)/.test(f.key));
        // A plain "I see." names nothing: then the first thing the learner named is echoed.
        const focus = personal ? null : (focusOf(heard) ?? (isAcknowledgement(reaction) ? namedThing(heard) : null));
        if (focus && !reaction.toLowerCase().includes(focus.replace(/^(the|your) /, ''))) {
          reaction = echoReaction(focus, said.length, heard);
          if (!isFollowUp(said.at(-1) ?? '')) return { text: reaction, next: 'none', correct: true, followUp: followUpQuestion(heard, focus) };
        }
        // "Maybe they need more sun." goes on about the chillies: the thread is followed, at most twice running.
        const thread = !focus && isAcknowledgement(reaction) && !(isFollowUp(said.at(-1) ?? '') && isFollowUp(said.at(-2) ?? '')) && threadFocus(heard, ctx.history.filter((h) => h.from === 'learner').map((h) => h.text));
        if (thread) return { text: reaction, next: 'none', correct: true, followUp: threadQuestion(thread) };
        const strict = ctx.roleKind === 'teacher' && ctx.style?.key === 'strict' && words(ctx.learnerText).length < 3 && ctx.level !== 'A1';
        return { text: strict ? `${reaction} Please answer in a full sentence.` : reaction, next: 'new', correct: true };
      }
    }
  }

  async function freeReply(ctx: ReplyContext): Promise<string> {
    const said = [...(ctx.earlierAiLines ?? []), ...ctx.history.filter((h) => h.from === 'ai').map((h) => h.text)];
    const lastAi = [...ctx.history].reverse().find((h) => h.from === 'ai')?.text ?? ctx.earlierAiLines?.at(-1) ?? '';
    const lastQuestion = questionOf(lastAi);
    const facts = factsNow(ctx.facts ?? [], ctx.learnerText);
    const lang = tools();
    const guess = guessLanguage(ctx.learnerText, lang.knows ? (w) => lang.knows!(w) : null, ctx.nativeLanguage);
    let turn = classifyTurn(ctx.learnerText);
    const parts: string[] = [];
    if (!hasIntroduced(said)) parts.push(introLine(ctx));

    let result: Answer;
    const asked = guess.language !== 'en' ? requestElsewhere(ctx.learnerText) : null;
    const meant = guess.language !== 'en' || guess.mixed ? meaningAskedElsewhere(ctx.learnerText) : translationAskedElsewhere(ctx.learnerText);
    // "Tôi đói quá! How do you say that?": everyday words in the learner's language get their English as a model.
    const everyday = !asked && (guess.language !== 'en' || guess.mixed || turn.kind === 'meaning') ? everydayElsewhere(ctx.learnerText) : null;
    if (meant) {
      // "¿Qué significa 'awkward'?": the word's meaning, with the question in English as a model.
      const reply = await answer(ctx, { kind: 'meaning', ...meant, askedIn: guess.language }, facts, said, lastQuestion);
      result = { ...reply, text: `(In English: "${meant.how === 'define' ? `What does '${meant.term}' mean?` : `How do you say '${meant.term}' in English?`}") ${reply.text}` };
    } else if (everyday) {
      result = { text: `${everydayLead(everyday)}In English, you can say: "${everyday}${/[?!]$/.test(everyday) ? '' : '.'}" Try it!`, next: 'same', correct: false };
    } else if (asked) {
      // "Non ho capito": the request is answered as in English, its English given as a model.
      const reply = await answer(ctx, { kind: asked.kind }, facts, said, lastQuestion);
      result = { ...reply, text: `(In English: "${asked.english.replace(/^./, (c) => c.toUpperCase())}.") ${reply.text}` };
    } else if (guess.language !== 'en' && ['statement', 'yes', 'no', 'unsure', 'question-back'].includes(turn.kind)) {
      // Swahili or Afrikaans looks like no language to the guess: a dictionary that reads its words says which.
      const read = guess.language === 'gibberish' ? await dictionaryLanguageOf(ctx.learnerText, ctx.nativeLanguage, lang) : guess.language;
      result = read === null
        ? { text: fresh(LINES.gibberish, said, ctx.learnerText), next: 'same', correct: false }
        : { text: await otherLanguageAnswer(ctx.learnerText, read, lang), next: 'same', correct: false };
    } else if (guess.mixed && turn.kind === 'statement') {
      // Code-mixing: say which words were not English and ask for them in English, without a correction.
      result = { text: mixedLanguageAnswer(guess.mixed), next: 'none', correct: false };
    } else {
      // "Let's talk about music" without the lead-in the classifier knows still names a topic.
      if (turn.kind === 'statement' && /\btalk about\b/i.test(ctx.learnerText) && topicNamed(ctx.learnerText)) turn = { kind: 'topic-change', topic: topicNamed(ctx.learnerText)! };
      result = await answer(ctx, turn, facts, said, lastQuestion);
    }
    // A hello before news or a question is returned before the answer (the intro line already greets).
    parts.push(parts.length === 0 && turn.kind !== 'greeting' && turn.kind !== 'goodbye' ? withHelloBack(ctx.learnerText, result.text) : result.text);
    if (result.correct) {
      const correction = await correctionFor(ctx, await grammarEngine());
      if (correction) parts.push(correction);
    }
    const topic = result.topic ?? topicChosenIn([...learnerLines(ctx), ctx.learnerText]);
    if (result.followUp) parts.push(result.followUp);
    else if (result.next === 'same' && lastQuestion) parts.push(lastQuestion);
    else if (result.next !== 'none') {
      const callback = result.next === 'new' ? memoryCallback(facts.all, said, ctx.history, ctx.learnerText) : null;
      const question = callback ?? nextQuestion(ctx, said, facts.all, topic, result.next === 'easier', result.askOnly);
      parts.push(question ?? (bandOf(ctx.level) === 'basic' ? 'What do you want to talk about?' : 'What would you like to talk about next?'));
    }
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  }

  return {
    async *reply(ctx) {
      const text = ctx.scene ? sceneReply(ctx, ctx.scene) : await freeReply(ctx);
      yield* stream(text, ctx.signal);
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
