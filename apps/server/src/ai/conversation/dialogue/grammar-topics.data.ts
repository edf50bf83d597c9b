// Short explanations for learners' grammar questions ("when do I use the present perfect?"), one per
// topic, written for the grammar rules' categories (tense, article, preposition, agreement, word
// order, verb form, plural, pronoun, word choice, capitalization, punctuation). `match` finds the
// topic in the question; the first topic that matches answers. Data, written by hand.
export interface GrammarTopic {
  key: string;
  /** The grammar check's category this explains. */
  category: string;
  match: RegExp;
  /** Two forms the learner compares ("i went / i have gone"), joined by " / ", that this topic explains. */
  forms?: RegExp;
  /**
   * Words that make a question about this topic even without a grammar word ("When do people still use
   * 'whom'?", "can I start a sentence with because"): the turn's classifier reads these too.
   */
  asks?: RegExp;
  /** `forms` names whole phrases ("on the bus"): the topic answers before a word pair inside them (in / on). */
  phrases?: true;
  explain: string;
}

export const GRAMMAR_TOPICS: readonly GrammarTopic[] = [
  // Usage questions about one word; first, because their matches are narrow (those about a form sit before their rule's topic).
  { key: 'whom', category: 'pronoun', match: /\bwhom\b/i, asks: /["'‘“]whom["'’”]|\b(?:use|using|say|saying|write|writing) whom\b|\bwho or whom\b|\bwhom or who\b/i,
    explain: '"Whom" is the object form of "who": the person whom I met (I met him). It is formal and is used mostly in writing and right after a preposition: to whom, with whom. In everyday speech most people just say "who": who did you see?' },
  { key: 'gonna-in-writing', category: 'word-choice', match: /\b(?:gonna|wanna|gotta|kinda)\b/i, asks: /["'‘“](?:gonna|wanna|gotta|kinda)["'’”]|\b(?:use|using|say|saying|write|writing) (?:gonna|wanna|gotta|kinda)\b/i,
    explain: '"Gonna", "wanna" and "gotta" are informal spoken forms of "going to", "want to" and "have got to". They are fine in chat messages with friends, but in an email to a manager or any formal writing use the full form: I am going to send it tomorrow.' },
  { key: 'sentence-start-because', category: 'punctuation', match: /\b(?:start|begin)\w* (?:a |my |the )?sentences? with ["'‘“]?because\b/i, asks: /\b(?:start|begin)\w* (?:a |my |the )?sentences? with ["'‘“]?because\b/i,
    explain: 'Yes, as long as the sentence is complete: "Because it was raining, we stayed at home." The because-part needs a main clause, here after the comma. On its own, a because-part is only a short answer to a why-question: Why are you late? Because the bus was slow.' },
  { key: 'sentence-start-and-but', category: 'punctuation', match: /\b(?:start|begin)\w* (?:a |my |the )?sentences? with ["'‘“]?(?:and|but|so|or)\b/i, asks: /\b(?:start|begin)\w* (?:a |my |the )?sentences? with ["'‘“]?(?:and|but|so|or)\b/i,
    explain: 'Yes. Starting a sentence with "and", "but" or "so" is normal in everyday writing and speech: But then it started to rain. Some teachers avoid it in formal essays, where "however" or "also" can start the sentence instead.' },
  { key: 'would-rather', category: 'verb-form', match: /\b(?:would|'d) rather\b/i, forms: /\brather\b.* \/ .*\brather\b/i, asks: /\b(?:would|'d) rather to\b|["'‘“][^"'”’]*\b(?:would|'d) rather\b[^"'”’]*["'’”]|\b(?:use|using|say|saying) (?:would|'d) rather\b/i,
    explain: '"Would rather" is followed by the base verb, without "to": I would rather stay home (I\'d rather stay home). To compare, use "than": I\'d rather walk than take the bus. About someone else, use the past: I\'d rather you didn\'t tell him.' },
  // Before future and modals, which would answer "I will can" with the general rule.
  { key: 'be-able-to', category: 'verb-form', match: /\bwill can\b|\bfuture (?:of|with|for|form of) ["'‘“]?can\b|\b(?:can|could) in the future\b|\bbe able to\b/i, asks: /\bwill can\b|\bfuture (?:of|with|for|form of) ["'‘“]?can\b|\b["'‘“]?can["'’”]? in the future\b/i,
    explain: '"Can" has no future form of its own, so use "be able to": I will be able to come tomorrow; one day I\'ll be able to speak English fluently. "Will can" is not correct. For a plan or an arrangement, "can" alone often talks about the future: I can meet you tomorrow.' },
  { key: 'wish-past', category: 'tense', match: /\bwish (?:i|you|he|she|it|we|they) (?:had|have|has|was|were|is|am|are|could|can|would|will)\b/i, forms: /\bwish\b.* \/ .*\bwish\b/i, asks: /["'‘“][^"'”’]*\bwish (?:i|you|he|she|it|we|they)\b[^"'”’]*["'’”]|\bafter ["'‘“]?(?:i )?wish\b/i,
    explain: 'After "I wish", a wish about now takes the past: I wish I had more time (but I don\'t), I wish I could swim, I wish I were taller ("was" is common in speech). A wish about the past takes the past perfect: I wish I had studied harder. "I wish I have more time" is not correct.' },
  { key: 'numbers-no-s', category: 'plural', match: /\b(?:hundreds|thousands|millions|billions|dozens)\b|\b(?:two|three|four|five|six|seven|eight|nine|ten|several|a few|many) (?:hundred|thousand|million|billion|dozen)s?\b/i, forms: /\b(?:hundred|thousand|million|billion|dozen)s?\b.* \/ .*\b(?:hundred|thousand|million|billion|dozen)s?\b/i,
    explain: 'After a number, hundred, thousand, million and dozen take no -s: two hundred people, three thousand euros, five million years. They take -s only when no number comes before them, and then "of" follows: hundreds of people, thousands of euros.' },
  { key: 'staff-group-noun', category: 'plural', match: /\bstaffs?\b[^?]*\b(?:plural|singular|is|are|correct|right)\b|\bstaffs\b|\b(?:plural|singular) of ["'‘“]?staff\b/i, forms: /\bstaffs?\b.* \/ .*\bstaffs?\b/i, asks: /["'‘“]staffs?["'’”]/i,
    explain: '"Staff" already means all the people who work in a place, so it is a group word with no -s: our staff are very friendly (or "is", if you think of it as one group). For one person, say "a member of staff" or "a staff member": we have three new staff members. "Staffs" is very rare.' },
  { key: 'that-optional', category: 'word-choice', match: /\b(?:leave out|leave off|omit|drop|skip|without|delete|remove|need|necessary)\b[^?]*["'‘“]that["'’”]|["'‘“]that["'’”][^?]*\b(?:optional|necessary|needed|leave (?:it )?out|omit|drop)\b/i, asks: /\b(?:leave out|omit|drop|skip|delete|remove)\b[^?]*["'‘“]that["'’”]|["'‘“]that["'’”][^?]*\boptional\b/i,
    explain: 'After verbs like think, say, know, hope and believe, "that" is optional, and in speech it is usually left out: I think (that) he\'s right; she said (that) she was tired. It can go after a noun too when the noun is the object: the book (that) I bought. Keep it when it is the subject of what follows: the man that lives next door.' },
  // Before modals and questions, which would answer with the general rule.
  { key: 'modal-questions', category: 'word-order', match: /\bquestions? (?:with|using)\s+["'‘“]?(?:can|could|should|must|will|would|may|might)\b|["'‘“](?:can|could|should|must|will|would)["'’”][^?]*\bquestions?\b/i,
    asks: /\bquestions? (?:with|using)\s+["'‘“]?(?:can|could|should|must|will|would|may|might)\b/i,
    explain: 'With can, could, should, must, will and would there is no "do": put the modal before the subject. Can you swim? Could she come tomorrow? Should I call him? For a negative, add "not": I can\'t swim, you shouldn\'t worry.' },
  { key: 'enough', category: 'word-order', match: /["'‘“][^"'”’]*\benough\b[^"'”’]*["'’”]|\benough\b[^?]*\b(?:before|after)\b/i, forms: /\benough\b.* \/ .*\benough\b/i, asks: /["'‘“]enough["'’”]|\benough\b[^?]*\b(?:before|after|go|goes|position|place)\b/i,
    explain: '"Enough" goes after an adjective or an adverb: old enough, fast enough (not "enough old"). It goes before a noun: enough money, enough time.' },
  { key: 'timetable-present', category: 'tense', match: /\btimetables?\b|\bschedules?\b|\bthe (?:train|bus|plane|flight|film|class|lesson|shop|museum|concert) (?:leaves|arrives|starts|opens|closes|departs|begins|ends)\b/i,
    explain: 'For timetables and schedules, use the present simple, even for the future: the train leaves at six, the film starts at eight, my class begins on Monday. These are fixed times that are not your own plan.' },
  { key: 'reflexive', category: 'pronoun', match: /["'‘“](?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves)["'’”]|\b(?:use|using) (?:myself|yourself|himself|herself|ourselves|themselves)\b|\breflexive\b/i, asks: /["'‘“](?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves)["'’”]|\b(?:use|using|say) (?:myself|yourself|himself|herself|ourselves|themselves)\b|\breflexive\b/i,
    explain: 'Use myself, yourself, himself and so on when the subject and the object are the same person: I cut myself, she taught herself English. "By myself" means alone: I live by myself. They can also add emphasis: I painted it myself. Not as a subject: "John and I went", not "John and myself went".' },
  { key: 'ed-pronunciation', category: 'spelling', match: /(?:-ed|\bed)\b[^?]*\b(?:sound|pronounc)|\b(?:sound|pronounc)\w*\b[^?]*(?:-ed|\bed)\b/i, asks: /(?:-ed|\bed)\b[^?]*\b(?:sound|pronounc)|\b(?:sound|pronounc)\w*\b[^?]*(?:-ed|\bed)\b/i,
    explain: 'The -ed ending has three sounds. After a voiceless sound such as /p/, /k/, /s/, /f/, /ʃ/ or /tʃ/ it sounds like /t/: walked, stopped, washed (the voice is off, so the ending is too). After /t/ or /d/ it is an extra syllable, /ɪd/: wanted, needed. After other, voiced sounds it is /d/: played, cleaned, lived.' },
  { key: 'too-either', category: 'word-choice', match: /\beither\b[^?]*\btoo\b|\btoo\b[^?]*\beither\b|\bme neither\b|\bneither\b[^?]*\btoo\b/i, forms: /\btoo\b.* \/ .*\beither\b|\beither\b.* \/ .*\btoo\b/i, asks: /\beither\b[^?]*\btoo\b|\btoo\b[^?]*\beither\b/i,
    explain: 'Use "too" to agree with a positive sentence and "either" with a negative one: I like it too; I don\'t like it either (not "I don\'t like it too"). In short answers: "Me too" after a positive, "Me neither" after a negative.' },
  { key: 'ago', category: 'word-order', match: /["'‘“]ago["'’”]|\b(?:use|using|put|place|say|where does|where do i put|position of) ["'‘“]?ago\b/i, asks: /["'‘“]ago["'’”]|\b(?:use|using|put|place|say|where does|where do i put|position of) ["'‘“]?ago\b/i,
    explain: '"Ago" comes after the length of time, and goes with the past simple: I moved here three years ago; she called ten minutes ago (not "before three years" or "ago three years"). For a time that goes on until now, use "for" with the present perfect: I have lived here for three years.' },
  { key: 'indefinite-pronouns-singular', category: 'agreement', match: /\b(?:anyone|anybody|someone|somebody|everyone|everybody|no ?one|nobody|everything|nothing)["'’”]? (?:is )?(?:singular|plural)\b/i, asks: /\b(?:anyone|anybody|someone|somebody|everyone|everybody|no ?one|nobody|everything|nothing)["'’”]? (?:is )?(?:singular|plural)\b/i,
    explain: '"Anyone", "someone", "everyone" and "nobody" are singular, so the verb takes the singular form: Is anyone there? Everyone knows her. Nobody likes waiting. In speech "they" often refers back to them: If anyone calls, tell them I\'m out.' },
  { key: 'have-got', category: 'verb-form', match: /\bha(?:ve|s) got\b/i, asks: /\bha(?:ve|s) got\b[^?]*\b(?:negative|question|questions|ask|form)\b|\b(?:negative|question) (?:of|with|form of) ["'‘“]?ha(?:ve|s) got\b/i,
    explain: 'For the negative of "have got", put "not" after have or has: I haven\'t got a car; she hasn\'t got time. For a question, put have or has first: Have you got a pen? Has he got a brother? No "do" with "have got": "Do you have a pen?" is the other way to ask.' },
  { key: 'on-the-bus', category: 'preposition', match: /\b(?:in|on) (?:the|a) (?:bus|train|plane|tram|ship|ferry|coach|car|taxi)\b[^?]*\b(?:in|on) (?:the|a) (?:bus|train|plane|tram|ship|ferry|coach|car|taxi)\b/i, forms: /\b(?:in|on) (?:the|a) (?:bus|train|plane|tram|ship|ferry|coach|car|taxi)\b.* \/ .*\b(?:in|on) (?:the|a) (?:bus|train|plane|tram|ship|ferry|coach|car|taxi)\b/i, phrases: true,
    explain: 'Use "on" for buses, trains, planes, trams and ships, which you can stand and walk around in: on the bus, on the train, on a plane. Use "in" for cars and taxis: in the car, in a taxi. For how you travel, say "by": by bus, by car.' },
  { key: 'unless', category: 'word-choice', match: /\bunless\b/i, asks: /["'‘“]unless["'’”]|\b(?:use|using|say|mean|means) ["'‘“]?unless\b/i,
    explain: '"Unless" means "if not" or "except if": I\'ll go unless it rains = I\'ll go if it doesn\'t rain. The verb after it is positive, and for the future use the present: unless you hurry (not "unless you will hurry", not "unless you don\'t hurry").' },
  { key: 'preposition-at-end', category: 'preposition', match: /\b(?:end|finish)\w* (?:a |my |the )?sentences? with (?:a )?preposition|prepositions? at the end\b/i, asks: /\b(?:end|finish)\w* (?:a |my |the )?sentences? with (?:a )?preposition|prepositions? at the end\b/i,
    explain: 'Yes. Ending a sentence with a preposition is natural, correct English: Who are you talking to? What are you looking at? Where are you from? Only very formal writing sometimes avoids it ("To whom are you talking?").' },
  { key: 'what-do-you-call', category: 'word-choice', match: /\bhow do you call\b/i, asks: /\bhow do you call\b/i,
    explain: 'Say "What do you call this in English?" or "How do you say this in English?". "How do you call this?" is a common mistake: with "call", the question word is "what".' },
  { key: 'present-perfect-vs-past', category: 'tense', match: /present perfect.*(past simple|simple past)|(past simple|simple past).*present perfect|\b(have|has|'ve|'s) (\w+ed|gone|been|seen|done|eaten|made|taken|written|had|met|bought|lost|found)\b[^?'"’”]*\b(ago|yesterday|last (week|month|year|night|summer|winter|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i,
    forms: /\b(have|has|'ve|'s) (\w+ed|gone|been|seen|done|eaten|made|taken|written|had|met|bought|lost|found)\b.* \/ |\/ .*\b(have|has|'ve) (\w+ed|gone|been|seen|done|eaten|made|taken|written|had|met|bought|lost|found)\b/i,
    explain: 'Use the past simple for a finished time: I saw her yesterday. Use the present perfect (have/has + past participle) when the time is not said or is not finished: I have seen her this week, have you ever been to Rome?' },
  { key: 'present-perfect-continuous', category: 'tense', match: /present perfect (continuous|progressive)|have been \w+ing/i,
    explain: 'The present perfect continuous (have/has been + -ing) is for an activity that started in the past and is still going on, or just stopped: I have been waiting for an hour.' },
  { key: 'present-perfect', category: 'tense', match: /present perfect|started in the past\b.*\b(still|now|continu)|\b(still true|still going|until now|up to now)\b/i,
    explain: 'The present perfect is have/has + past participle. Use it for experiences (have you ever tried sushi?), for something that started in the past and continues until now (I have lived here for two years), and for recent news with a result now (I have lost my keys). Not with a finished time like "yesterday": then use the past simple.' },
  { key: 'past-continuous', category: 'tense', match: /past (continuous|progressive)|was \w+ing/i,
    explain: 'The past continuous (was/were + -ing) is for an action in progress at a moment in the past, often interrupted: I was cooking when you called.' },
  { key: 'past-perfect-continuous', category: 'tense', match: /past perfect (continuous|progressive)|had been \w+ing/i,
    explain: 'The past perfect continuous (had been + -ing) is for an activity that went on for some time before a moment in the past, often to say how long: I had been waiting for an hour when the bus came.' },
  { key: 'past-questions', category: 'word-order', match: /questions? (in|about) the past|past.*questions?|\bdid\b.*question|question.*\bdid\b|["'‘“]did["'’”]/i,
    explain: 'For questions in the past simple, use did + the base verb: Did you go? Where did you eat? What did you see? The base verb stays in the present form: did you go, not did you went.' },
  { key: 'past-perfect', category: 'tense', match: /past perfect|had \w+ed\b/i,
    explain: 'The past perfect (had + past participle) is for something that happened before another past event: when I arrived, the film had started.' },
  { key: 'past-simple', category: 'tense', match: /past simple|simple past|past tense|irregular verbs?/i,
    explain: 'The past simple is for finished actions at a finished time: I went to Paris last year. Regular verbs add -ed (worked, played); many common verbs are irregular (go → went, see → saw, eat → ate). Questions and negatives use did + the base form: did you go? I didn\'t go.' },
  { key: 'state-verbs', category: 'verb-form', match: /state verbs?|stative|\b(am|is|are|'m|'s|'re|was|were) (knowing|understanding|believing|wanting|needing|owning|belonging|preferring|meaning|seeming|remembering|hating|liking|loving)\b/i,
    explain: 'Some verbs describe a state, not an action: know, understand, believe, want, need, own, belong, prefer, mean, seem, like, love, hate. They are not normally used in the -ing (continuous) form: I know him, not I am knowing him; I want a coffee, not I am wanting a coffee.' },
  { key: 'present-continuous', category: 'tense', match: /present (continuous|progressive)|-ing form|am \w+ing/i,
    explain: 'The present continuous (am/is/are + -ing) is for things happening now or around now, and for fixed future plans: I am reading a good book; I\'m meeting Tom tomorrow. For habits use the present simple: I read every day.' },
  { key: 'present-simple', category: 'tense', match: /present simple|simple present|third person|\bs\b at the end|he, she,? it|with an? ["']?-?s["']?\b|(add|put) (an )?["']?-?s["']? (on|to|at the end of) (the )?verbs?\b|add (an )?["']?-?s\b|["'‘“](he|she|it) \w+s["'’”]/i,
    explain: 'The present simple is for habits, facts and routines: I work in a bank, water boils at 100 degrees. With he, she and it, add -s to the verb: she works, he goes. Questions and negatives use do/does: does she work? She doesn\'t work.' },
  { key: 'used-to', category: 'verb-form', match: /\bused to\b|\bas a (child|kid)\b|\bwhen i was (young|little|a (child|kid))\b|\bpast habits?\b|\b(don'?t|do not) do (it |that |them )?(now|any ?more)\b/i, forms: /\bused to\b/i,
    explain: 'Use "used to" + the base verb for a past habit or state that is not true now: I used to live on a farm (I don\'t now). Questions and negatives use did + "use to": did you use to play? I didn\'t use to like coffee. Yes, "I used to live on a farm" is correct.' },
  { key: 'future', category: 'tense', match: /future|going to|\bwill\b/i,
    explain: 'Use "going to" for plans already made and for things you can see coming: I\'m going to study medicine. Use "will" for decisions made now, offers, promises and predictions: I\'ll help you, it will be sunny. The present continuous is for arrangements: I\'m flying on Friday.' },
  { key: 'if-i-were', category: 'verb-form', match: /\bif (i|he|she|it) (was|were)\b/i, forms: /\bif \w+ (was|were)\b/i,
    explain: 'Both are used. "If I were rich" is the correct, more formal form for an imaginary situation, and is what you see in writing; "if I was rich" is common in everyday conversation. In exams and writing, use "were": if I were you, I would ask.' },
  { key: 'conditionals', category: 'tense', match: /conditional|\bif\b.*(sentence|clause)|would have/i, forms: /\bif\b.*\/.*\bif\b/i,
    explain: 'First conditional, a real possibility: if it rains, I will stay home. Second, imaginary or unlikely: if I had money, I would travel. Third, an imaginary past: if I had studied, I would have passed. No "will" or "would" right after "if".' },
  { key: 'passive', category: 'verb-form', match: /passive/i,
    explain: 'The passive is be + past participle, used when the action matters more than who did it: the bridge was built in 1900. Add "by" for the doer if needed: it was written by Orwell.' },
  // Before the general -ing / to rule: with these verbs the two forms mean different things.
  { key: 'verb-ing-or-to-meaning', category: 'verb-form', match: /\b(stop|stopped|stops|remember|remembered|forget|forgot|try|tried|regret|regretted) to \w+\b.*\b(stop|stopped|stops|remember|remembered|forget|forgot|try|tried|regret|regretted) \w+ing\b|\b(stop|stopped|stops|remember|remembered|forget|forgot|try|tried|regret|regretted) \w+ing\b.*\b(stop|stopped|stops|remember|remembered|forget|forgot|try|tried|regret|regretted) to \w+\b/i,
    forms: /\b(stop|stopped|remember|remembered|forget|forgot|try|tried|regret|regretted) (to \w+|\w+ing)\b.* \/ .*\b(stop|stopped|remember|remembered|forget|forgot|try|tried|regret|regretted) (to \w+|\w+ing)\b/i,
    explain: 'After stop, remember, forget, try and regret, the -ing form and to + verb mean different things. "I stopped smoking" means I gave up the habit: I don\'t smoke any more. "I stopped to smoke" means I stopped what I was doing in order to smoke (a purpose). In the same way, "remember to call" is something still to do, and "remember calling" is a memory of something done.' },
  { key: 'reported-speech', category: 'tense', match: /report(?:ed)? speech|indirect speech|\breport (?:it|what|that|this)\b|\bhow do i report\b|\bsaid (?:that )?(?:he|she|they) (?:was|were|is|are)\b/i,
    explain: 'In reported speech the tense usually moves one step back: "I am tired" becomes she said (that) she was tired; "I will come" becomes he said he would come. The pronouns change too (I becomes he or she), and "told" needs a person: she told me she was tired.' },
  { key: 'gerund-infinitive', category: 'verb-form', match: /gerund|infinitive|\bto\b \+|-ing or to|\b(?:enjoy|enjoys|finish|avoid|mind|keep|suggest|practise|practice|miss|consider) to \w+\b/i,
    explain: 'Some verbs take -ing (enjoy, finish, avoid, mind: I enjoy swimming), some take to + verb (want, decide, hope, plan: I want to swim), and some take both (like, start). After a preposition always use -ing: interested in learning.' },
  { key: 'modals', category: 'verb-form', match: /modal|["'‘“](can|could|should|must|might|may)["'’”]|\bhow (?:do|to) (?:i )?use (can|could|should|must|might|may)\b/i,
    explain: 'Modal verbs (can, could, should, must, might, may, will, would) are followed by the base verb without "to": I can swim, you should go. They never add -s: she can, not she cans.' },
  // Before the other article topics: the set phrases with no article that learners ask about most.
  { key: 'articles-zero', category: 'article', match: /\b(?:the )?(?:breakfast|lunch|dinner|supper)\b[^?]*\b(?:breakfast|lunch|dinner|supper)\b|\bplay (?:the )?\w+\b[^?]*\bplay (?:the )?\w+\b|\b(?:the )?(?:breakfast|lunch|dinner)\b[^?]*\bwithout ["'‘“]?the\b/i,
    explain: 'No article before meals (have breakfast, not have the breakfast), sports and games (play tennis, play chess) or languages (speak French). Musical instruments take "the": play the guitar, play the piano.' },
  { key: 'articles-unique', category: 'article', match: /\bthe (sun|moon|earth|sky|world|sea|internet|environment)\b|\bproper nouns?\b|\bnames? of (countries|cities|planets|people|places)\b|\b(planets?|countries|cities) (with|without|take) (an? |no )?articles?\b/i,
    explain: 'Use "the" for something there is only one of: the sun, the moon, the internet, the world. Names take no article: people (Anna), cities (Paris), most countries (Japan) and planets (Mars, Venus) — but the UK, the USA and the Netherlands, because their names are "kingdom", "states" or plural.' },
  { key: 'articles', category: 'article', match: /article|\ba\b.*\bthe\b|\bthe\b.*\ba\b|\ban\b|a or an|when.*\bthe\b/i,
    explain: 'Use a/an for one thing mentioned for the first time or any one of a kind: I saw a dog. Use "the" for a specific thing when we both know which one: the dog was big. "An" goes before a vowel sound: an apple, an hour. No article for things in general with plurals or uncountables: I like dogs, water is important.' },
  { key: 'by-car-on-foot', category: 'preposition', match: /\bon foot\b|\bby (?:car|bus|train|plane|bike|bicycle|taxi|boat|ship|air|sea|coach|tram)\b/i,
    explain: 'Use "by" + a means of transport with no article: by car, by bus, by train, by plane. "On foot" is a fixed expression, so just learn it as it is. With an article or a possessive, use "in" for cars and taxis and "on" for buses, trains and bikes: in my car, on the bus.' },
  { key: 'prepositions-time', category: 'preposition', match: /preposition.*time|\b(in|on|at)\b.*\b(day|days|time|dates?|months?|years?)\b/i,
    explain: 'For time: "at" for clock times and night (at 7, at night), "on" for days and dates (on Monday, on 3 May), "in" for months, years, seasons and parts of the day (in July, in 2020, in the morning).' },
  { key: 'prepositions', category: 'preposition', match: /preposition|\b(in|on|at)\b.*\b(place|places|use)\b/i,
    explain: 'For places: "at" for a point (at the station), "in" for inside or an area (in the kitchen, in London), "on" for a surface or a street (on the table, on Oxford Street). Many prepositions just go with a word and are best learned together: interested in, good at, depend on.' },
  { key: 'adjective-order', category: 'word-order', match: /adjective order|order of (the )?adjectives|\b(big|small|old|new) (red|blue|green|black|white|wooden|italian)\b/i,
    explain: 'Adjectives before a noun go in a fixed order: opinion, size, age, shape, colour, origin, material, then purpose. So we say "a big red car" (size before colour) and "a lovely old wooden table" (opinion, age, material).' },
  // "cleverer" or "more clever": the same adjective both ways (not "more better": better is irregular).
  { key: 'two-syllable-comparatives', category: 'word-choice', match: /\b(?!(?:bett|wors|bigg|small|tall|old|long|short|fast|slow)er\b)(\w{3,}?)(?:e?r|ier)\b[^?]*\bmore \1|\bmore (\w{3,}?)\w*\b[^?]*\b(?!(?:bett|wors)er\b)\2(?:e?r|ier)\b/i,
    explain: 'With some two-syllable adjectives both forms are correct: cleverer or more clever, quieter or more quiet, simpler or more simple, narrower or more narrow. Adjectives ending in -y usually take -er (happier, easier), most longer adjectives take "more" (more careful, more modern), and one-syllable adjectives take -er (bigger, never "more big").' },
  { key: 'comparatives', category: 'word-choice', match: /comparative|superlative|\bthan\b|more or -er|\bmore \w+\b[^?]*\b\w{2,}er\b|\b\w{2,}er\b[^?]*\bmore \w+/i,
    explain: 'Short adjectives add -er and -est: tall, taller, the tallest. Longer ones use more and most: more interesting, the most interesting. Irregular: good, better, best; bad, worse, worst. Compare with "than": taller than me.' },
  // Before countable and agreement, which would answer them with the general rule.
  { key: 'each-singular', category: 'agreement', match: /\beach of\b|\b(?:each|every|everyone|everybody|nobody)(?: \w+)? (?:is|are|has|have)\b|\b(?:each|every(?:one|body)?)\b[^?]*\b(?:singular|plural)\b/i,
    explain: 'Each, every, everyone, everybody and nobody take a singular verb: each student has a book, everyone is here, nobody knows. After "each of" the noun is plural but the verb stays singular: each of them is ready, each of the rooms has a window.' },
  { key: 'data-is-are', category: 'agreement', match: /\bdata (?:is|are|was|were|shows?|says?|suggests?)\b|\bdata\b[^?]*\b(?:singular|plural)\b|\b(?:singular|plural)\b[^?]*\bdata\b/i,
    explain: 'Both are correct. In everyday English "data" is usually uncountable, with a singular verb: the data is clear. In scientific and academic writing it is often plural, as it was in Latin: the data are consistent. Choose one and keep to it.' },
  { key: 'countable', category: 'plural', match: /countable|uncountable|plural|much or many|\bmuch\b.*\bmany\b|\bmany\b.*\bmuch\b/i, forms: /\b(much|many)\b.*\/.*\b(much|many)\b/i,
    explain: 'Countable nouns have a plural and take a/an and many: a book, many books. Uncountable nouns have no plural and take much or some: water, advice, information, some advice (not "advices"). Most plurals add -s; some are irregular: child → children, person → people.' },
  // Before agreement (which reads "have … has"): questions and negatives with have to.
  { key: 'have-to-questions', category: 'word-order', match: /\b(question|negative|ask)\w*\b[^?]*\bhave to\b|\bhave to\b[^?]*\b(question|negative)\w*\b/i,
    explain: 'Make questions and negatives with "have to" using do/does: Do I have to wear a uniform? Does she have to work on Saturday? I don\'t have to go. Never "Have I to…?" in everyday English.' },
  { key: 'agreement', category: 'agreement', match: /agreement|\b(is|are)\b.*\b(is|are)\b|\b(has|have)\b.*\b(has|have)\b|\bdoes\b.*\bdo\b|\bdo\b.*\bdoes\b/i,
    explain: 'The verb agrees with its subject: he is, they are; she has, we have; it does, you do. With he, she and it the present simple verb takes -s: she likes, he doesn\'t like (not "he don\'t").' },
  { key: 'questions', category: 'word-order', match: /question|word order|ask a question/i,
    explain: 'In questions put the helping verb before the subject: are you tired? do you like tea? where did you go? With "who" or "what" as the subject there is no do: who called you?' },
  { key: 'pronouns', category: 'pronoun', match: /pronoun|\b(he|she|him|her|me|I)\b.*\bor\b/i,
    explain: 'Subject pronouns do the action (I, you, he, she, we, they); object pronouns receive it (me, you, him, her, us, them): she called me, I called her. Possessives: my, your, his, her, our, their.' },
  { key: 'capitals', category: 'capitalization', match: /capital letter|capitali[sz]/i,
    explain: 'Use a capital letter for the first word of a sentence, for "I", and for names of people, places, days, months, languages and nationalities: I met Anna on Monday; she speaks French.' },
  // Before punctuation in general: the comma question about "which" and "who" is about relative clauses.
  { key: 'relative-clause-commas', category: 'punctuation', match: /\bcommas?\b.*\b(which|who|whose|that)\b|["'‘“](which|who|that)["'’”].*\bcommas?\b|relative clauses?|\b(which|that) or (which|that)\b/i,
    explain: 'Use commas around a non-defining relative clause, which only adds extra information that is not essential: My brother, who lives in Oslo, is a doctor. Our car, which is ten years old, still runs well. A defining clause tells us which one we mean, so it is essential and takes no commas: the car that I bought is red. "That" is never used after a comma.' },
  { key: 'punctuation', category: 'punctuation', match: /punctuation|comma|apostrophe|full stop/i,
    explain: 'End a sentence with a full stop, a question mark or an exclamation mark. An apostrophe shows a missing letter (it\'s = it is) or possession (Anna\'s bag). Commas separate items in a list and join clauses before and, but, so.' },
];
