/** Nave's topics (GET /api/topics). */
import { z } from 'zod';

export const TopicsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(10_000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  countOnly: z.enum(['0', '1']).optional(),
});

export interface TopicsResponse {
  count: number;
  topics: { id: number; bibletopic: string }[];
}
