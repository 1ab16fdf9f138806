import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no variables at all: port 3000, embedded database, local URL', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', appUrl: 'http://localhost:3000', databaseUrl: undefined, isProduction: false });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('names every bad variable on its own line with what is expected', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'eighty', DATABASE_URL: 'nonsense', LOG_LEVEL: 'loud' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.find((line) => line.startsWith('PORT'))).toContain('port number');
    expect(problems.find((line) => line.startsWith('DATABASE_URL'))).toContain('postgres://');
    expect(problems.find((line) => line.startsWith('LOG_LEVEL'))).toContain('fatal, error, warn, info');
  });

  it('never echoes a secret value back in an error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(/DATABASE_URL \(given value\)/);
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('demands the secrets a production deployment needs', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((line) => line.split(' ')[0]);
      }
    };
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['AUTH_SECRET', 'APP_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY']);
    const complete = { NODE_ENV: 'production', APP_URL: 'https://m.example.com', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://mail.example.com:587' };
    expect(problemsOf({ ...complete, STRIPE_SECRET_KEY: 'sk_live_1' })).toEqual([
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_SNACKBAR',
      'STRIPE_PRICE_RESTAURANT',
      'STRIPE_PRICE_MICHELIN',
    ]);
    expect(
      problemsOf({
        ...complete,
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_PRICE_SNACKBAR: 'price_1',
        STRIPE_PRICE_RESTAURANT: 'price_2',
        STRIPE_PRICE_MICHELIN: 'price_3',
      }),
    ).toEqual([]);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});
