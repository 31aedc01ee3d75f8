/** Nave's topics (GET /api/topics). */
import { z } from 'zod';
import { UiLanguageSchema } from './common';

export const TopicsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  countOnly: z.enum(['0', '1']).optional(),
  /** name the topics in this language where content/ has a name for them, and order them by it */
  lang: UiLanguageSchema.default('en'),
});

export interface TopicsResponse {
  count: number;
  /** `bibletopic`: Nave's name, in English; `name`: the topic's name in the language asked, if it has one */
  topics: {
    id: number;
    bibletopic: string;
    name?: string;
    /** an entry that only points to another (TRUST: `See FAITH`): that topic's name as shown; its study is that topic's */
    see?: string;
  }[];
}
