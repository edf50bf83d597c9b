// What this server can do right now, for GET /api/common/v1/getByKey?key=capabilities.
// Each engine reports itself; the web app uses this to explain a missing capability.
import type { EngineCapabilities } from '@parley/contract/config';

export type CapabilityReporter = () => Promise<Partial<EngineCapabilities>> | Partial<EngineCapabilities>;

const OFFLINE_DEFAULTS: EngineCapabilities = {
  conversation: { engine: 'practice-partner', model: null },
  textToSpeech: { available: false, engine: 'none' },
  speechToText: { available: false, engine: 'none' },
  grammar: { available: false, engine: 'none' },
  translation: { available: false, pairs: [] },
};

export async function collectCapabilities(reporters: CapabilityReporter[]): Promise<EngineCapabilities> {
  const parts = await Promise.all(reporters.map(async (report) => report()));
  return Object.assign({}, OFFLINE_DEFAULTS, ...parts) as EngineCapabilities;
}
