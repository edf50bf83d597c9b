// The requests a learner falls back to their own language for when English fails them: "I didn't
// understand", "again, please", "more slowly". A patient tutor hears them as what they are and
// answers them (an easier question, the question again), instead of asking for English first.
// Written by hand for the languages Parley's learners speak most; a phrase is matched anywhere in
// the turn, in lower case, so "Scusa, non ho capito la domanda." is Italian for "I didn't understand".
// Below them, everyday things said in another language (hungry, tired, what time is it) with the
// English to model.

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

/**
 * Everyday things a learner says in their own language when the English does not come: said back
 * in English as a model ("Tôi đói quá!" → "I'm hungry."). Most specific first.
 */
const EVERYDAY: ReadonlyArray<{ english: string; match: RegExp; lead?: string }> = [
  // "Извините, я плохо говорю по-английски": reassured first, then given the English.
  {
    english: "Sorry, my English isn't very good",
    lead: "Don't worry, that's OK: we're here to practise! ",
    match: /(?:я плохо говорю по-английски|мой английский (?:очень )?плох|mi ingl[ée]s (?:es )?(?:muy )?malo|no hablo (?:muy )?bien (?:el )?ingl[ée]s|je ne parle pas (?:tr[èe]s )?bien (?:l')?anglais|mon anglais (?:est|n'est pas) (?:tr[èe]s )?(?:mauvais|nul|bon)|ich spreche (?:nicht|kein) (?:so |sehr )?gut(?:es)? englisch|mein englisch ist (?:nicht (?:so |sehr )?gut|schlecht)|non parlo (?:molto )?bene (?:l')?inglese|il mio inglese (?:è|e) (?:pessimo|scarso)|nie m[óo]wi[ęe] dobrze po angielsku|n[ãa]o falo (?:muito )?bem (?:o )?ingl[êe]s|meu ingl[êe]s (?:é|e) (?:ruim|fraco)|ingilizcem (?:kötü|iyi değil)|tiếng anh của tôi (?:không tốt|kém)|我的英语不好|英語が(?:下手|苦手)|영어를 잘 못)/iu,
  },
  {
    english: "I don't know how to say it in English",
    match: /(?:no s[ée] c[óo]mo (?:decir|se dice)|je (?:ne )?sais pas comment (?:le )?dire|non so come (?:dirlo|dire)|ich wei(?:ß|ss) nicht,? wie (?:man|ich) (?:das |es )?sag|nie wiem,? jak (?:to )?powiedzie|n[ãa]o sei como (?:dizer|se diz)|nas[ıi]l s[öo]ylen|không biết nói|不知道怎么说|どう言えば|어떻게 말해야|не знаю,? как сказать|لا أعرف كيف أقول)/iu,
  },
  { english: "Sorry, I'm lost", match: /(?:我迷路了|迷路了|me (?:he )?perd[íi]|estoy perdid[oa]|je suis perdu|je me suis perdu|mi sono pers[oa]|ich habe mich verirrt|ich bin verloren|zgubi[łl]e[mś] si[ęe]|estou perdid[oa]|me perdi|kayboldum|tôi bị lạc|道に迷(?:った|いました)|길을 잃었|я заблудил|ضعت|nawala ako)/iu },
  { english: 'My phone battery is dead', match: /(?:手机没电了|没电了|se me (?:acab[óo]|muri[óo]) la bater[íi]a|no tengo bater[íi]a|je n'ai plus de batterie|ma batterie est (?:morte|vide)|(?:ho )?la batteria scarica|mein akku ist leer|akku ist leer|roz[łl]adowa[łl] mi si[ęe]|acabou a bateria|minha bateria acabou|[şs]arj[ıi]m bitti|(?:điện thoại )?hết pin|充電が切れ|배터리가 (?:없|나갔)|(?:телефон|батарея) (?:сел|разрядил))/iu },
  { english: "It's so cold today!", match: /(?:ang lamig|hace (?:mucho )?fr[íi]o|qu[ée] fr[íi]o|il fait (?:tr[èe]s )?froid|fa (?:molto )?freddo|es ist (?:so |sehr )?kalt|jest (?:bardzo )?zimno|est[áa] (?:muito )?frio|que frio|hava (?:[çc]ok )?so[ğg]uk|trời lạnh|(?:今天)?(?:好|很|真)冷|寒いです|今日は寒い|추워|холодно|(?:الجو|الطقس) بارد)/iu },
  { english: 'The weather is lovely today!', match: /(?:trời đẹp|hace (?:muy )?buen tiempo|qu[ée] buen d[íi]a|il fait beau|fa bel tempo|das wetter ist (?:so |sehr )?sch[öo]n|(?:jest )?(?:[łl]adna|pi[ęe]kna) pogoda|o tempo est[áa] (?:lindo|bonito|[óo]timo)|hava (?:[çc]ok )?g[üu]zel|天气(?:真|很)?好|いい天気|날씨가 좋|хорошая погода|(?:الجو|الطقس) جميل|ang ganda ng panahon)/iu },
  { english: "What time is it?", match: /(?:qu[ée] hora es|quelle heure est-il|che ore sono|wie sp[äa]t ist es|wie ?viel uhr|kt[óo]ra (?:jest )?godzina|que horas s[ãa]o|saat ka[çc]|mấy giờ|几点了|何時ですか|몇 시|который час|كم الساعة)/iu },
  {
    english: 'I have a headache',
    lead: "Oh no, I'm sorry! ",
    match: /(?:j'ai mal [àa] la t[êe]te|tengo dolor de cabeza|me duele la cabeza|ich habe kopfschmerzen|ho mal di testa|estou com dor de cabe[çc]a|boli mnie g[łl]owa|у меня болит голова|ba[şs][ıi]m a[ğg]r[ıi]yor|tôi bị đau đầu|我头疼|頭が痛い|머리가 아파|kepala saya sakit|aku sakit kepala)/iu,
  },
  { english: "I'm hungry", match: /(?:(?:aku|saya) (?:sangat )?lapar|tengo (?:mucha )?hambre|j'ai (?:tr[èe]s )?faim|ho (?:tanta )?fame|ich habe (?:so |gro(?:ß|ss)en )?hunger|jestem (?:bardzo )?g[łl]odn[ya]|estou com fome|a[çc][ıi]m|tôi đói|我饿|お腹が空|배고파|я голод(?:ен|на)|أنا جائع|मुझे भूख)/iu },
  { english: "I'm tired", match: /(?:estoy (?:muy )?cansad[oa]|je suis (?:tr[èe]s )?fatigu[ée]|sono (?:molto )?stanc[oa]|ich bin (?:so |sehr )?m[üu]de|jestem (?:bardzo )?zm[ęe]czon[ya]|estou (?:muito )?cansad[oa]|yorgunum|tôi mệt|我(?:很)?累|疲れた|피곤해|я устал[аи]?|أنا متعب|मैं थक)/iu },
  { english: 'Hello, how are you?', match: /(?:(?:hola|bonjour|salut|ciao|hallo|cze[śs][ćc]|ol[áa]|merhaba|привет|xin chào|你好|안녕하세요|مرحبا)[\s,!.]+)?(?:¿?c[óo]mo est[áa]s|¿?qu[ée] tal|comment (?:vas-tu|allez-vous)|[çc]a va\s*\?|come stai|wie geht'?s|wie geht es (?:dir|ihnen)|jak si[ęe] masz|como (?:vai|est[áa]s)|tudo bem|nas[ıi]ls[ıi]n|как дела|bạn khỏe không|你好吗|お元気ですか|잘 지내|كيف حالك)/iu },
  { english: 'Hello!', match: /^(?:hola|bonjour|salut|ciao|hallo|cze[śs][ćc]|ol[áa]|merhaba|привет|xin chào|你好|こんにちは|안녕하세요|مرحبا|नमस्ते)[\s,!.]*$/iu },
  { english: 'Thank you', match: /^(?:muchas )?(?:gracias|merci(?: beaucoup)?|grazie(?: mille)?|danke(?: sch[öo]n)?|dzi[ęe]kuj[ęe]|obrigad[oa]|te[şs]ekk[üu]r(?: ederim)?|cảm ơn|谢谢|ありがとう|감사합니다|спасибо|شكرا|धन्यवाद|k[öo]sz[öo]n[öo]m(?: sz[ée]pen)?|kiitos(?: paljon)?|ait[äa]h|paldies|a[čc]i[ūu]|[ďd]akujem|d[ěe]kuji|hvala(?: lijepa| puno)?|mul[țt]umesc|ευχαριστώ(?: πολύ)?|tack(?: s[åa] mycket)?|takk(?: skal du ha)?|tusind tak|mange tak|dank ?je(?:wel)?|bedankt|gr[àa]cies|grazas|дзякуй|дякую|благодаря|благодарам|terima kasih|salamat(?: po)?|shukriya|merc[iy]|mersi|tod[ae] rab[ae]|תודה(?: רבה)?|ขอบคุณ(?:ครับ|ค่ะ)?|متشکرم|ممنون|asante(?: sana)?|grazzi|شكراً(?: جزيلاً)?|شكرا جزيلا)(?:\s+(?:يا|ya|mr|ms|teacher|profe|professora?|maestra?|sensei|ustaz|hoca(?:m)?)\s*\S*)?[\s,!.]*$/iu },
  { english: "I'm full", match: /(?:배(?:가)? (?:너무 |정말 )?불러|お腹(?:が)?いっぱい|estoy (?:muy )?llen[oa]|je suis (?:trop )?plein|j'ai trop mang[ée]|sono (?:molto )?pien[oa]|ich bin (?:so |sehr )?satt|estou (?:muito )?chei[oa]|吃饱了|我饱了|я наел(?:ся|ась)|doydum)/iu },
  { english: 'I like singing', match: /(?:歌うのが好き|歌が好き|노래(?:하는 것을|를|하기를|하는 걸)? 좋아|me gusta (?:mucho )?cantar|j'aime (?:beaucoup )?chanter|mi piace (?:molto )?cantare|ich singe (?:sehr )?gern|gosto (?:muito )?de cantar|我喜欢唱歌|я люблю петь)/iu },
  { english: "I don't feel like working", match: /(?:keine lust,? (?:heute )?(?:zu arbeiten|auf arbeit)|heute keine lust zu arbeiten|no tengo ganas de trabajar|pas envie de travailler|non ho voglia di lavorare|sem vontade de trabalhar|n[ãa]o (?:estou com|tenho) vontade de trabalhar)/iu },
  { english: "I don't feel like it", match: /(?:keine lust|no tengo ganas|pas envie|non ho voglia|sem vontade|n[ãa]o tenho vontade)/iu },
  { english: "I don't know", match: /^(?:no (?:lo )?s[ée]|je (?:ne )?sais pas|non lo so|ich wei(?:ß|ss) (?:es )?nicht|nie wiem|n[ãa]o sei|bilmiyorum|tôi không biết|我不知道|не знаю|لا أعرف)[\s,!.]*$/iu },
];

/** "significa", "bedeutet", "что значит": a word asked about in another language. */
const MEANS = /(?:wetin\b[^?]{0,40}\bmean|ne demek|co to (?:jest|znaczy)|что такое|was ist|qu'est-ce que|apa arti|apa itu|significa|signifie|veut dire|quiere decir|quer dizer|bedeutet|hei(?:ß|ss)t|vuol dire|znaczy|betekent|означает|значит|означає|означава|znači|znamená|jelent|tarkoittaa|t[äa]hendab|nozīmē|reiškia|betyder|betyr|semnific[ăa]|σημαίνει|anlam[ıi]|nghĩa là|artinya|ibig sabihin|什么意思|甚麼意思|什麼意思|意味|뜻|의미|یعنی|معنى|מה זה|มีความหมาย|matlab)/iu;

/** "comment on dit", "como se diz": the English for a word of the learner's language asked for. */
const SAY_IN_ENGLISH = /(?:kiel oni diras|[iİı]ngilizce(?:'?de|si) ne|(?:was|wie) hei(?:ß|ss)t .{1,40} auf englisch|как по[- ]английски|comment (?:on )?dit|comment dit-on|como se diz|como se fala|c[óo]mo se dice|wie sagt man|come si dice|jak (?:si[ęe] )?m[óo]wi|hoe zeg je|hur s[äa]ger man|nas[ıi]l denir|как (?:сказать|будет)|怎么说|怎麼說|英語で|영어로|bagaimana (?:mengatakan|bilang)|paano sabihin|com es diu|bahasa inggris(?:nya)?|kwa kiingereza|tiếng anh là gì|ภาษาอังกฤษ|अंग्रेज़?ी में|بالإنجليزية|بالانجليزية|به انگلیسی)/iu;

/**
 * A word asked about in another language: its meaning ("¿Qué significa 'awkward'?", an English word)
 * or its English ("Como se diz 'borboleta' em inglês?", a word of the learner's language); or null.
 */
export function meaningAskedElsewhere(text: string): { term: string; how: 'define' | 'translate' } | null {
  // "¿Qué significa 'cucaracha' en inglés?": a meaning asked "in English" is the English for the word.
  const inEnglish = /\b(?:en ingl[ée]s|in english|em ingl[êe]s|en anglais|auf englisch|in inglese|po angielsku|in het engels|på engelska|ingilizce)\b/iu.test(text);
  const how = SAY_IN_ENGLISH.test(text) || (MEANS.test(text) && inEnglish) ? 'translate' : MEANS.test(text) ? 'define' : null;
  if (!how) return null;
  const quoted = /["'“‘«„「]\s*([\p{L}][\p{L}' -]{1,30}?)\s*["'”’»“」]/iu.exec(text)?.[1]?.trim();
  return quoted && quoted.split(/\s+/).length <= 4 ? { term: quoted, how } : null;
}

/**
 * The English asked for a word, whatever language the turn was guessed to be in: "Was heißt
 * 'Eichhörnchen' auf Englisch?" is read as English by the language guess (its short words), but the
 * asking words are never English.
 */
export function translationAskedElsewhere(text: string): { term: string; how: 'translate' } | null {
  const asked = meaningAskedElsewhere(text);
  return asked?.how === 'translate' ? { term: asked.term, how: 'translate' } : null;
}

/** What the partner says before the English for an everyday thing: "You're welcome!" to thanks. */
export function everydayLead(english: string): string {
  return english === 'Thank you' ? "You're welcome! " : (EVERYDAY.find((p) => p.english === english)?.lead ?? '');
}

/** The English for an everyday thing said in another language, or null. */
export function everydayElsewhere(text: string): string | null {
  const t = text.trim().toLowerCase();
  return EVERYDAY.find((p) => p.match.test(t))?.english ?? null;
}
