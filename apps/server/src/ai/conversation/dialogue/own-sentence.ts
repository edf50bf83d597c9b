// A learner asking whether their own sentence was right, said in any of the ways learners say it: a
// question that points at what they wrote and asks for a judgement of it. Two parts, each a short list,
// rather than every whole phrasing ("Could you tell me whether that sentence works?", "Was my last
// message OK?", "Did I make any mistakes there?").

/** What points at the learner's own words; "that one" is left out (it may be a thing in a shop). */
const OWN_WORDS = /\b(?:(?:that|this|my|my last|the last|the previous|my previous) (?:sentence|message|line|phrase|answer)|what i (?:just )?(?:wrote|said|typed|put)|my (?:english|grammar|writing|spelling)|(?:mistakes?|errors?|wrong) (?:in )?there)\b/i;

/** What asks for a judgement of them. */
const JUDGEMENT = /\b(?:right|correct(?:ly)?|ok|okay|alright|all right|fine|good|natural|normal|works?|working|make sense|makes sense|grammatical|mistakes?|errors?|wrong|fix(?:ing)?|correct(?:ing|ions?)|sound(?:s|ed)?)\b/i;

/** A slip asked about whole, with no word for the sentence: "Is that right, or did I mess it up?". */
const SLIP_ASKED = /\bdid i (?:mess|screw|muck|mix) (?:it|that|this) up\b|\bdid i (?:get|say|write|spell) (?:it|that|this) (?:wrong|right|correctly)\b|\b(?:is|was) (?:that|it) (?:right|correct|ok|okay) or (?:not|wrong)\b/i;

/** A question (or "tell me whether/if …") that points at the learner's words and asks if they were right. */
export function asksAboutOwnSentence(text: string): boolean {
  const asking = /\?\s*$/.test(text) || /\b(?:tell me|let me know|wonder) (?:if|whether)\b/i.test(text);
  return asking && ((OWN_WORDS.test(text) && JUDGEMENT.test(text)) || SLIP_ASKED.test(text));
}
