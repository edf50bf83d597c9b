// Tests that need an installed engine (Debian packages: pocketsphinx, ffmpeg, Apertium, FreeDict)
// ask here, through the same check the server uses to pick its engines. Outside CI a missing
// engine skips them with a printed reason; with CI=true it fails the file, so a CI machine
// without the package cannot go green by skipping.
import { describeMissingEngine, isEngineInstalled, type EngineName } from '../../src/ai/installed';

export function hasEngines(...names: EngineName[]): boolean {
  const missing = names.filter((name) => !isEngineInstalled(name));
  if (missing.length === 0) return true;
  const reason = missing.map(describeMissingEngine).join('; ');
  if (process.env.CI === 'true') throw new Error(`${reason}, and CI must have it`);
  console.warn(`SKIPPING the tests that need it: ${reason}`);
  return false;
}
