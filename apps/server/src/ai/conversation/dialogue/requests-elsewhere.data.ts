// The requests a learner falls back to their own language for when English fails them: "I didn't
// understand", "again, please", "more slowly". A patient tutor hears them as what they are and
// answers them (an easier question, the question again), instead of asking for English first.
// Written by hand for the languages Parley's learners speak most; a phrase is matched anywhere in
// the turn, in lower case, so "Scusa, non ho capito la domanda." is Italian for "I didn't understand".

export type RequestElsewhere = 'not-understand' | 'repeat' | 'slower';

const PHRASES: ReadonlyArray<{ kind: RequestElsewhere; english: string; match: RegExp }> = [
  {
    kind: 'not-understand',
    english: "I didn't understand",
    match:
      /(?:^|[^\p{L}])(?:no (?:te |le |lo |la )?(?:entiendo|entend[íi]|comprendo|compreendo)|non (?:ho capito|capisco)|je (?:ne )?(?:comprends|comprend) pas|j'ai pas compris|je n'ai pas compris|ich verstehe? (?:das |dich |sie |es )?nicht|ich habe (?:das |dich |sie |es )?nicht verstanden|nie (?:rozumiem|zrozumia[łl][ae]?m)|n[ãa]o (?:entendi|percebi|entendo|compreendi)|anlamad[ıi]m|anlam[ıi]yorum|ik (?:begrijp|snap) (?:het )?niet|jag f[öo]rst[åa]r (?:inte|det inte)|nem [ée]rtem|nerozum[íi]m|nu (?:[îi]n[țt]eleg|am [îi]n[țt]eles)|không hiểu|tidak (?:mengerti|paham)|saya tidak faham|не (?:понимаю|понял[аи]?|розумію|зрозумів|зрозуміла)|لا أفهم|لم أفهم|मैं (?:नहीं समझा|समझ नहीं)|समझ नहीं आया|不(?:明白|懂)|听不懂|聽不懂|わかりません|分かりません|わからない|이해(?:가 안|를 못)|모르겠어요|δεν (?:καταλαβαίνω|κατάλαβα)|לא הבנתי|לא מבין|ไม่เข้าใจ)/iu,
  },
  {
    kind: 'slower',
    english: 'more slowly, please',
    match: /(?:m[áa]s (?:despacio|lento)|pi[uù] (?:lentamente|piano|lento)|plus lentement|moins vite|langsamer|wolniej|mais devagar|daha yava[şs]|langzamer|l[åa]ngsammare|lassabban|pomaleji|mai (?:[îi]ncet|rar)|chậm hơn|lebih pelan|медленнее|повільніше|ببطء|धीरे|慢一点|慢一點|ゆっくり|천천히|πιο αργά|לאט יותר|ช้าๆ)/iu,
  },
  {
    kind: 'repeat',
    english: 'again, please',
    match: /(?:rep[ií]t(?:e|a|ame|elo|ir)|puede(?:s)? repetir|ripet(?:i|ere|a)|r[ée]p[ée]t(?:e|ez|er)|noch ?(?:ein)?mal|wiederhol|powt[óo]rz|repet(?:e|ir)|tekrar|herhaal|upprepa|ism[ée]tel|zopakuj|repet[ăa]|nhắc lại|ulangi|повтор|ещё раз|ще раз|كرر|दोबारा|फिर से|再说一遍|再說一遍|もう一度|다시 (?:한 번|말해)|ξανά|שוב|อีกครั้ง)/iu,
  },
];

/** The request a turn in another language makes, with its English, or null. */
export function requestElsewhere(text: string): { kind: RequestElsewhere; english: string } | null {
  const t = text.toLowerCase();
  for (const p of PHRASES) if (p.match.test(t)) return { kind: p.kind, english: p.english };
  return null;
}
