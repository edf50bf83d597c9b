// Compares part-of-speech taggers for the partner's echo (decision 0030). Needs the candidates installed
// next to it (they are not project dependencies): cd /tmp/cmp && npm i compromise wink-nlp wink-eng-lite-web-model,
// then copy this file there and run node compare-taggers.mjs.
// 30 learner statements (written for this comparison, not from any probe set) and the words a
// fitting echo may name.
import nlp from 'compromise';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
const cases = [
 ["My grandmother knits scarves for the whole family.", ["grandmother","scarves"]],
 ["I finally fixed the old bicycle in my garage.", ["bicycle","bike"]],
 ["Our teacher organised a trip to the mountains.", ["teacher","trip","mountains"]],
 ["My brother repairs washing machines for a living.", ["brother","washing machines"]],
 ["The new bakery on our street sells amazing bread.", ["bakery","bread"]],
 ["i visited my cousins in the countryside", ["cousins","countryside"]],
 ["Yesterday I cleaned the whole flat.", ["flat"]],
 ["My neighbour's parrot can say hello.", ["parrot","neighbour"]],
 ["We adopted a kitten from the shelter last week.", ["kitten"]],
 ["My son scored his first goal on Saturday.", ["goal","son"]],
 ["The museum in my town has a dinosaur skeleton.", ["museum","skeleton","dinosaur"]],
 ["I painted my bedroom green.", ["bedroom"]],
 ["My boss gave everyone a day off.", ["boss","day off"]],
 ["Our football team lost again.", ["team","football"]],
 ["I'm reading a detective story about a stolen painting.", ["story","painting","detective"]],
 ["My daughter wants a drum kit for her birthday.", ["drum","daughter"]],
 ["The train was full of students this morning.", ["train","students"]],
 ["My friends organised a surprise party for me.", ["party","friends"]],
 ["I planted three apple trees in the garden.", ["apple trees","trees"]],
 ["My uncle builds boats by hand.", ["uncle","boats"]],
 ["The shop downstairs closed after forty years.", ["shop"]],
 ["I lost my favourite earring at the concert.", ["earring","concert"]],
 ["My flatmate cooks curry every Friday.", ["flatmate","curry"]],
 ["Our village has a festival with fireworks in May.", ["village","festival","fireworks"]],
 ["I bought a second-hand piano online.", ["piano"]],
 ["My grandfather used to drive a taxi in Istanbul.", ["grandfather","taxi"]],
 ["The kids built a snowman in the park.", ["snowman","kids"]],
 ["My wife started a small online business.", ["business","wife"]],
 ["The library near my office has free concerts.", ["library","concerts"]],
 ["My little sister broke her arm skiing.", ["arm","sister"]],
];
const stop = /^(i|you|we|he|she|they|it|me|us|them|time|day|week|year|morning|evening|weekend)$/i;
function viaCompromise(t) {
  for (const p of nlp(t).nouns().json()) {
    const terms = p.terms.filter(x=>x.text.trim());
    const nouns = terms.filter(x=>x.tags.includes('Noun')&&!x.tags.includes('Pronoun')&&!x.tags.includes('Date')&&!x.tags.includes('Value'));
    if (!nouns.length) continue;
    return terms.map(x=>x.text.replace(/[.,!?]+$/,'')).join(' ').toLowerCase();
  }
  return null;
}
const wink = winkNLP(model); const its = wink.its;
function viaWink(t) {
  const doc = wink.readDoc(t);
  const toks = doc.tokens().out(its.pos); const words = doc.tokens().out();
  // first noun (NOUN/PROPN) with its determiner/adjectives before it
  for (let i=0;i<toks.length;i++) if ((toks[i]==='NOUN') && !stop.test(words[i])) {
    let j=i; while (j>0 && ['DET','ADJ','PRON','NOUN','NUM'].includes(toks[j-1]) && !(toks[j-1]==='PRON' && !/^(my|our|his|her|their|your)$/i.test(words[j-1]))) j--;
    let k=i; while (k+1<toks.length && toks[k+1]==='NOUN') k++;
    return words.slice(j,k+1).join(' ').toLowerCase();
  }
  return null;
}
for (const [name, f] of [['compromise', viaCompromise], ['wink-nlp', viaWink]]) {
  let ok=0; const miss=[]; const t0=performance.now();
  for (const [t, good] of cases) { const r=f(t); if (r && good.some(g=>r.includes(g))) ok++; else miss.push(`${t} → ${r}`); }
  const ms=(performance.now()-t0)/cases.length;
  console.log(`${name}: ${ok}/${cases.length}, ${ms.toFixed(2)} ms/line (incl. first-call warm-up)`); for (const m of miss) console.log('   miss:', m);
}
for (const [name, f] of [['compromise', viaCompromise], ['wink-nlp', viaWink]]) {
  const runs=[]; for (let r=0;r<5;r++){ const t0=performance.now(); for (let i=0;i<20;i++) for (const [t] of cases) f(t); runs.push((performance.now()-t0)/(20*cases.length)); }
  runs.sort((a,b)=>a-b); console.log(`${name} steady: median ${runs[2].toFixed(3)} ms/line`);
}
