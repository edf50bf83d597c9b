// createEngines builds every engine from the validated configuration. These tests pin the three
// defects it replaced: grammar reported as the rules while a model answered first, TRANSLATE_*
// read from process.env around the checked configuration, and the speech engines of the first
// configuration served to every later app of the process. No model is called here: the engines
// are built and described, never asked.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { testConfig } from '../../test/support/app';
import { createEngines } from './engines';

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const build = (env: Record<string, string> = {}) => createEngines(testConfig(env), { questionBanks: () => [], log: quietLog });

describe('createEngines', () => {
  const saved = process.env.TRANSLATE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRANSLATE_URL;
    else process.env.TRANSLATE_URL = saved;
  });

  it('reports the rule engine for grammar when no model is configured', async () => {
    const engines = build();
    const capabilities = await engines.capabilities();
    expect(capabilities.grammar).toEqual({ available: true, engine: 'harper+learner-rules' });
    expect(capabilities.conversation).toEqual({ engine: 'practice-partner', model: null });
  });

  it('reports the model first for grammar when one is configured', async () => {
    const engines = build({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'tiny-llama' });
    const capabilities = await engines.capabilities();
    expect(capabilities.grammar.engine).toBe('openai-compatible+harper+learner-rules');
    expect(capabilities.conversation).toEqual({ engine: 'openai-compatible', model: 'tiny-llama' });
    // The model is asked first for translations too: it serves any pair.
    expect(engines.language.translator().providers[0]?.name).toBe('model');
  });

  it('takes the translation service from the configuration, never from process.env', () => {
    process.env.TRANSLATE_URL = 'http://127.0.0.1:9/';
    expect(build().language.translator().providers.map((p) => p.name)).not.toContain('http');
    const configured = build({ TRANSLATE_URL: 'http://127.0.0.1:9/', TRANSLATE_TIMEOUT_MS: '2000' });
    expect(configured.language.translator().providers.map((p) => p.name)).toContain('http');
  });

  it('refuses a bad translation setting at start, with the others', () => {
    const problems = (() => {
      try {
        loadConfig({ TRANSLATE_URL: 'not a url', TRANSLATE_TIMEOUT_MS: 'soon' });
        return [];
      } catch (error) {
        return error instanceof ConfigError ? error.problems : [];
      }
    })();
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^TRANSLATE_URL: /), expect.stringMatching(/^TRANSLATE_TIMEOUT_MS: /)]));
  });

  it('builds speech engines for each configuration instead of keeping the first one', () => {
    const offline = build();
    const service = build({ TTS_BASE_URL: 'http://127.0.0.1:9/v1', STT_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(offline.speech.describe()).toEqual({ tts: 'flite+espeak-ng', stt: 'pocketsphinx' });
    expect(service.speech.describe()).toEqual({ tts: 'openai-compatible', stt: 'openai-compatible' });
    // Apps with the same settings share one set, so engines load their data once per process.
    expect(build().speech).toBe(offline.speech);
  });
});
