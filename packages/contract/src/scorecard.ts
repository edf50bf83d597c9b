// The tutor scorecard (issue 23): what `npm run eval` stores under DATA_DIR and what GET /api/ready
// reports of it. The eval writes the whole result; operators and the server read this summary.
import { z } from 'zod';

export const SCORECARD_AREAS = ['probes', 'grammar', 'chatCorrections', 'levelFit', 'format', 'latency'] as const;
export type ScorecardArea = (typeof SCORECARD_AREAS)[number];

export const scorecardAreaSchema = z.object({
  area: z.enum(SCORECARD_AREAS),
  passed: z.boolean(),
  /** One line: the figures against their thresholds. */
  summary: z.string(),
});

/** The part of a stored scorecard every reader relies on. */
export const storedScorecardSchema = z.object({
  fingerprint: z.string(),
  /** The configuration in words, e.g. "openai-compatible llama3.2 at http://…/v1" (never a key). */
  configuration: z.string(),
  ranAt: z.string(),
  quick: z.boolean(),
  passed: z.boolean(),
  areas: z.array(scorecardAreaSchema),
});
export type StoredScorecard = z.infer<typeof storedScorecardSchema>;

/**
 * In /api/ready's `data.scorecard`. `current`: the latest scorecard is of the running
 * configuration; `other-configuration`: the only one found is of another (the model changed since);
 * `missing`: none was written; `unreadable`: the file is there but not a scorecard.
 */
export const scorecardStatusSchema = z.object({
  status: z.enum(['current', 'other-configuration', 'missing', 'unreadable']),
  fingerprint: z.string(),
  configuration: z.string(),
  scorecard: storedScorecardSchema.nullable(),
});
export type ScorecardStatus = z.infer<typeof scorecardStatusSchema>;
