// In-character answers to questions learners often ask off a scene's script (parking, the menu,
// prices, pay, opening hours …). Per scene first (by slug), then for any scene. Data, by hand.
export interface OffScriptAnswer {
  match: RegExp;
  answer: string;
}

export const SCENE_OFF_SCRIPT: Record<string, readonly OffScriptAnswer[]> = {
  'booking-a-table': [
    { match: /\bpark(ing)?\b|\bcar\b/i, answer: "Yes, we have a small car park behind the restaurant, and parking is free for guests." },
    { match: /\bmenu|vegetarian|vegan|gluten|dish|food|pizza|pasta\b/i, answer: 'We have a full Italian menu, with vegetarian and gluten-free dishes too.' },
    { match: /\b(terrace|outside|window|garden)\b/i, answer: 'I can try to give you a table by the window.' },
  ],
  'job-interview-cafe': [
    { match: /\b(pay|salary|money|wage|per hour|how much)\b/i, answer: 'The pay is twelve pounds an hour, plus tips.' },
    { match: /\b(hours|shift|weekend|when .* start|start date)\b/i, answer: 'Shifts are four to eight hours, and you could start next week.' },
    { match: /\b(uniform|wear|clothes)\b/i, answer: 'We give you a T-shirt and an apron; just wear black trousers.' },
  ],
  'ordering-coffee': [
    { match: /\b(milk|oat|soy|sugar|decaf)\b/i, answer: 'Sure, we have oat and soy milk, and decaf too.' },
    { match: /\b(wifi|wi-fi|password|internet)\b/i, answer: 'The wifi password is on the card by the door.' },
    { match: /\b(toilet|bathroom|restroom)\b/i, answer: "The toilet is at the back, on the left." },
  ],
  'salary-negotiation': [
    { match: /\b(holiday|vacation|days off|leave)\b/i, answer: 'The role comes with twenty-five days of holiday plus bank holidays.' },
    { match: /\b(remote|home|hybrid|office)\b/i, answer: 'We work in a hybrid way: two days a week from home.' },
    { match: /\b(bonus|pension|benefits|insurance)\b/i, answer: 'There is an annual bonus of up to ten per cent and a company pension.' },
  ],
  'noisy-hotel-room': [
    { match: /\b(breakfast)\b/i, answer: 'Breakfast is from seven to ten in the restaurant on the ground floor.' },
    { match: /\b(check ?out|checkout)\b/i, answer: 'Check-out is at eleven, but I can make it twelve for you.' },
    { match: /\b(refund|discount|money back|pay)\b/i, answer: 'I will ask the manager about a discount in the morning.' },
  ],
};

export const ANY_SCENE_OFF_SCRIPT: readonly OffScriptAnswer[] = [
  { match: /\bpark(ing)?\b/i, answer: 'There is parking just around the corner.' },
  { match: /\b(how much|price|cost|expensive|cheap)\b/i, answer: "I'm not sure of the exact price, but I can check it for you." },
  { match: /\b(open|close|opening hours|what time do you)\b/i, answer: "We're open from nine to six, Monday to Saturday." },
  { match: /\b(card|cash|pay)\b/i, answer: 'You can pay by card or in cash.' },
  { match: /\b(toilet|bathroom|restroom)\b/i, answer: "It's down the corridor, on the right." },
  { match: /\b(wifi|wi-fi|internet)\b/i, answer: 'Yes, the wifi is free.' },
  { match: /\b(your name|who are you)\b/i, answer: "I'm the person helping you today." },
  { match: /\b(how are you)\b/i, answer: "I'm fine, thank you!" },
];

export function offScriptAnswer(sceneSlug: string | undefined, question: string): string {
  const found = [...(sceneSlug ? (SCENE_OFF_SCRIPT[sceneSlug] ?? []) : []), ...ANY_SCENE_OFF_SCRIPT].find((a) => a.match.test(question));
  return found?.answer ?? "Good question. I'm not sure, but I can find out for you later.";
}
