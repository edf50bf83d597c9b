import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('starts on its embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.devOutboxEnabled).toBe(true);
  });

  it('lists every wrong value at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', LLM_THREADS: 'many' });
      expect.unreachable('loadConfig should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(problems.join('\n')).toMatch(/PORT: must be a number/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL: must start with postgres:\/\//);
      expect(problems.join('\n')).toMatch(/NODE_ENV: must be development, production or test/);
      expect(problems.join('\n')).toMatch(/LLM_THREADS: must be a number/);
    }
  });

  it('treats empty values as not set and hides the dev outbox in production', () => {
    const config = loadConfig({ PORT: '', NODE_ENV: 'production' });
    expect(config.PORT).toBe(3000);
    expect(config.devOutboxEnabled).toBe(false);
  });
});

describe('the development mailbox in production (issue 16, finding 6)', () => {
  it('is refused at start when only ENABLE_DEV_OUTBOX is set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ENABLE_DEV_OUTBOX: '1' })).toThrow(/ENABLE_DEV_OUTBOX: .*refused in production/);
  });

  it('needs ALLOW_DEV_OUTBOX_IN_PRODUCTION as well', () => {
    const config = loadConfig({ NODE_ENV: 'production', ENABLE_DEV_OUTBOX: '1', ALLOW_DEV_OUTBOX_IN_PRODUCTION: 'true' });
    expect(config.devOutboxEnabled).toBe(true);
  });
});
