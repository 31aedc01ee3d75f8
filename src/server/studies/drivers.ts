/**
 * The study driver the configuration asks for, chosen once at start-up in the composition root
 * (app.ts) the way the app store picks its driver (store/index.ts): STUDY_DRIVER, else `openai`
 * when OPENAI_API_KEY is set, else `builtin`.
 */
import { studyDriver, type Config } from '../env';
import type { ScriptureRepo } from '../scripture/scripture.repo';
import { BuiltinDriver } from './builtin.driver';
import type { StudyCatalog } from './catalog';
import { OpenAiDriver } from './openai.driver';
import type { StudyDriver } from './study-driver';

export function createStudyDriver(config: Config, repo: ScriptureRepo, catalog: StudyCatalog): StudyDriver {
  if (studyDriver(config) === 'builtin') return new BuiltinDriver(repo);
  return new OpenAiDriver(repo, catalog, {
    baseUrl: config.OPENAI_BASE_URL,
    apiKey: config.OPENAI_API_KEY,
    model: config.OPENAI_MODEL,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    totalTimeoutMs: config.OPENAI_STUDY_TIMEOUT_MS,
    maxAnswerBytes: config.OPENAI_MAX_ANSWER_BYTES,
    maxRetries: config.OPENAI_MAX_RETRIES,
  });
}
