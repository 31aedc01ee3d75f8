/**
 * Configuration, read and validated once at start-up. A bad value stops the server with a
 * message that names the variable.
 */
import { z } from 'zod';

/** A port number; set but empty is an error (it used to mean "any free port", silently). */
const port = z.coerce.string().transform((v, ctx) => {
  const t = v.trim();
  const fail = (message: string) => (ctx.addIssue({ code: 'custom', message }), z.NEVER);
  if (t === '') return fail('is set but empty; set a port number (1-65535), or unset it to use 3000');
  if (!/^\d+$/.test(t) || Number(t) > 65535)
    return fail(`must be a port number from 1 to 65535 (0: any free port), not "${t.slice(0, 20)}"`);
  return Number(t);
});
/** An unset or blank variable is absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: port.default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL for the app store; when unset the store is a SQLite file (STORE_PATH). */
  DATABASE_URL: optionalUrl.refine((u) => !u || /^postgres(ql)?:/.test(u), 'must be a postgres:// URL'),
  /**
   * Longest wait for a PostgreSQL connection (a new one, or a free one from the pool) and for one
   * query's answer: a PostgreSQL that stops answering then costs a request this long, answered 503.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(2000),
  STORE_PATH: z.string().default('data/app.db'),
  SCRIPTURE_DB: z.string().default('data/scripture.db'),
  STATIC_DIR: z.string().default('dist/client'),
  /** The font served for pointed Hebrew (routes/fonts.route.ts); blank: none (the system's fonts). */
  HEBREW_FONT: z.string().trim().default('/usr/share/fonts/truetype/ezra/SILEOT.ttf'),
  /** Number of proxy hops to trust for the client address (X-Forwarded-For); 0 = none. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Contact details shown on the contact page; unset ones are not shown. */
  CONTACT_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  CONTACT_PHONE: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
  CONTACT_ADDRESS: z.preprocess(blankToUndefined, z.string().trim().max(300).optional()),
  /** Contact messages one client may send per hour. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  OPENAI_API_KEY: z.preprocess(blankToUndefined, z.string().trim().optional()),
  OPENAI_BASE_URL: z.preprocess(blankToUndefined, z.url().default('https://api.openai.com/v1')),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4'),
  /**
   * Who writes studies: `builtin` (the template composer, no network) or `openai` (any
   * OpenAI-compatible chat-completions server). Unset: `openai` when OPENAI_API_KEY is set.
   */
  STUDY_DRIVER: z.preprocess(blankToUndefined, z.enum(['builtin', 'openai']).optional()),
  /** Longest wait for the provider's first byte, and between streamed chunks. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** Longest a whole study may take from the provider, retries included (a slow drip ends here). */
  OPENAI_STUDY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(180_000),
  /** Most bytes accepted from the provider for one answer (a stream's event framing included). */
  OPENAI_MAX_ANSWER_BYTES: z.coerce.number().int().min(1024).default(2_000_000),
  /** Retries (with backoff) on 429, 5xx and refused connections before the study fails. */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** Studies one client may generate per hour (answers from the study cache do not count). */
  STUDY_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * The address users reach the app at (https://bible.example.org): the links mailed, and the
   * passkeys' relying party (its host name) and origin. Unset: http://localhost:PORT.
   */
  PUBLIC_URL: optionalUrl,
  /** Mail for accounts (smtp://user:pass@host:587, smtps://…); unset: outside production, written to the log. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Bible Study <no-reply@localhost>'),
  /** argon2id's memory (KiB) and passes for passwords; OWASP's 19 MiB and 2 by default */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).max(1_048_576).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).max(10).default(2),
  /**
   * Requests one client may make per hour to POST /api/verify. Each is bounded (20,000 characters,
   * ~50 ms of CPU: verify-limits.ts) and a long text takes several (a 30,000-character sermon full
   * of wrong quotations took 32), so 600: about 30 s of CPU an hour, and a dozen such sermons.
   */
  VERIFY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
});

export type Config = z.infer<typeof ConfigSchema>;

/** PUBLIC_URL, or http://localhost:PORT, without a trailing slash. */
export const publicUrl = (c: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');

/** The study driver the configuration asks for. */
export const studyDriver = (c: Config): 'builtin' | 'openai' =>
  c.STUDY_DRIVER ?? (c.OPENAI_API_KEY ? 'openai' : 'builtin');

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    // one line per bad variable, naming it: what operators grep for in a failed start
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(lines.join('\n'));
  }
  return result.data;
}
