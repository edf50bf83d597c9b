// Which conversation configuration a tutor scorecard (issue 23) measured: the settings that change
// what learners get from the partner, hashed, plus the same in words. Never the API key. The app
// version is in it so a new build of the built-in partner asks for a new scorecard.
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { APP_VERSION } from '@parley/contract/config';
import type { Config } from '../config';

export type FingerprintConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_MODEL' | 'LLM_MODEL_PATH' | 'LLM_MAX_TOKENS'>;

export interface EngineFingerprint {
  fingerprint: string;
  configuration: string;
}

export function engineFingerprint(config: FingerprintConfig): EngineFingerprint {
  let parts: unknown[];
  let configuration: string;
  if (config.LLM_BASE_URL) {
    const base = config.LLM_BASE_URL.replace(/\/+$/, '');
    parts = ['openai-compatible', base, config.LLM_MODEL ?? null, config.LLM_MAX_TOKENS];
    configuration = `openai-compatible ${config.LLM_MODEL ?? '?'} at ${base}`;
  } else if (config.LLM_MODEL_PATH) {
    // The file's size tells a re-downloaded or re-quantised model from the old one at the same path.
    const size = existsSync(config.LLM_MODEL_PATH) ? statSync(config.LLM_MODEL_PATH).size : null;
    parts = ['local-model', basename(config.LLM_MODEL_PATH), size, config.LLM_MAX_TOKENS];
    configuration = `local model ${basename(config.LLM_MODEL_PATH)}`;
  } else {
    parts = ['practice-partner'];
    configuration = 'built-in practice partner';
  }
  const fingerprint = createHash('sha256').update(JSON.stringify([APP_VERSION, ...parts])).digest('hex').slice(0, 16);
  return { fingerprint, configuration: `${configuration} (Parley ${APP_VERSION})` };
}
