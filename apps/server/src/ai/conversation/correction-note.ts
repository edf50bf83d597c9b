// How a grammar correction is shown inside a partner reply: only the changed fragment and a one-line
// reason, behind a fixed label, placed before the next question. One home for the format, so the
// reply composer, the probe runner and the web can all find the note in a reply.
export const CORRECTION_LABEL = 'Quick fix:';

export interface CorrectionFragment {
  wrong: string;
  fix: string;
  reason: string;
}

/** `Quick fix: "I go" → "I went" (past simple for a finished time).` */
export function correctionNote(fragments: readonly CorrectionFragment[]): string {
  const parts = fragments.map((f) => `"${f.wrong}" → "${f.fix}"${f.reason ? ` (${f.reason.replace(/[.\s]+$/, '')})` : ''}`);
  return `${CORRECTION_LABEL} ${parts.join('; ')}.`;
}

/** The correction note inside a reply, or null when the reply has none. */
export function findCorrection(reply: string): string | null {
  const at = reply.indexOf(CORRECTION_LABEL);
  if (at < 0) return null;
  const rest = reply.slice(at + CORRECTION_LABEL.length);
  const end = rest.search(/["”)]\.(\s|$)/);
  return (end < 0 ? rest : rest.slice(0, end + 2)).trim();
}
