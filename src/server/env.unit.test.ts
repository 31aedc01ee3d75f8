import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults: port 3000, SQLite store, no AI key, the spec’s model', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      STORE_PATH: 'data/app.db',
      SCRIPTURE_DB: 'data/scripture.db',
      OPENAI_MODEL: 'gpt-4',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
    });
    expect(c).toMatchObject({ OPENAI_STUDY_TIMEOUT_MS: 180_000, OPENAI_MAX_ANSWER_BYTES: 2_000_000 });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.OPENAI_API_KEY).toBeUndefined();
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ OPENAI_API_KEY: '  ', DATABASE_URL: '' })).toMatchObject({
      OPENAI_API_KEY: undefined,
      DATABASE_URL: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '' }, 'PORT: is set but empty'],
    [{ PORT: '  ' }, 'PORT: is set but empty'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
