// Area "levelFit": does the partner keep to the CEFR level the learner asked for? Free chats at
// each level (both roles in a full run), a few plain learner lines each; per level the median
// reply length in words and the share of rare words (vocabulary.ts), against per-level maxima.
import { LEVEL_KEYS, type LevelKey } from '../thresholds';
import { newLearner, openChat, say } from '../learner';
import { vocabulary } from '../vocabulary';
import { median, pct, rate, type AreaResult, type Bar, type EvalContext, type ItemResult } from '../types';

const LINES = ['I like cooking at home with my family.', 'Yesterday I went to the park with my sister.', 'I work in an office in the city centre.', 'At the weekend I usually watch films.'];

export async function levelFitArea(ctx: EvalContext): Promise<AreaResult> {
  const started = performance.now();
  const levels: LevelKey[] = ctx.quick ? ['A1', 'B1'] : [...LEVEL_KEYS];
  const roles = ctx.quick ? [1] : [1, 2];
  const turns = ctx.quick ? 2 : LINES.length;
  const items: ItemResult[] = [];
  const bars: Bar[] = [];
  const figures: AreaResult['figures'] = {};
  const failing: string[] = [];
  const t = ctx.thresholds.levelFit;
  for (const level of levels) {
    const lengths: number[] = [];
    let words = 0;
    let rare = 0;
    for (const roleId of roles) {
      const headers = await newLearner(ctx.app, ctx.nextLearner());
      await openChat(ctx.app, headers, roleId, level);
      for (const [i, line] of LINES.slice(0, turns).entries()) {
        const { reply } = await say(ctx.app, headers, roleId, line, { level });
        const v = vocabulary(reply);
        lengths.push(v.words);
        words += v.words;
        rare += v.rare;
        const ok = v.words <= t.maxMedianWords[level] && rate(v.rare, v.words)! <= t.maxRareWordShare[level];
        items.push({ id: `level-${level}/role-${roleId}/turn-${i}`, passed: ok, detail: `${level}: “${reply}” (${v.words} words${v.rareWords.length ? `, rare: ${v.rareWords.join(', ')}` : ''})` });
      }
    }
    const medianWords = median(lengths);
    const rareShare = rate(rare, words);
    figures[`${level}.medianWords`] = medianWords;
    figures[`${level}.rareWordShare`] = rareShare;
    bars.push({ label: `${level} median words`, value: medianWords, threshold: t.maxMedianWords[level], kind: 'max', unit: 'words' });
    bars.push({ label: `${level} rare words`, value: rareShare, threshold: t.maxRareWordShare[level], kind: 'max', unit: '%' });
    if ((medianWords ?? 0) > t.maxMedianWords[level]) failing.push(`${level} replies of ${medianWords} words (max ${t.maxMedianWords[level]})`);
    if ((rareShare ?? 0) > t.maxRareWordShare[level]) failing.push(`${level} rare words ${pct(rareShare)} (max ${pct(t.maxRareWordShare[level])})`);
    ctx.log(`level fit ${level}: median ${medianWords} words, rare ${pct(rareShare)}`);
  }
  const shown = levels.map((l) => `${l} ${figures[`${l}.medianWords`]} words/${pct(figures[`${l}.rareWordShare`])} rare`).join(', ');
  return {
    area: 'levelFit',
    title: 'Level fit (length and vocabulary)',
    passed: failing.length === 0,
    summary: failing.length ? `too hard: ${failing.join('; ')}` : `within limits: ${shown}`,
    figures,
    bars,
    items,
    blind: [],
    seconds: (performance.now() - started) / 1000,
  };
}
