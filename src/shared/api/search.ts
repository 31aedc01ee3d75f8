/** The word search (GET /api/search). */
import { z } from 'zod';
import { BOOK_GROUPS, SEARCH_MODES, type BookGroup } from '../search-options';
import { translationParam } from './common';

export { BOOK_GROUPS, SEARCH_MODES, type BookGroup } from '../search-options';

export const SearchQuerySchema = z.object({
  q: z.string().optional(),
  translation: translationParam,
  mode: z.enum(SEARCH_MODES).default('word'),
  testament: z.enum(['OT', 'NT']).optional(),
  book: z.string().trim().max(10).optional(),
  group: z.enum(Object.keys(BOOK_GROUPS) as [BookGroup, ...BookGroup[]]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export interface SearchResult {
  osis: string;
  translation: string;
  text: string;
  /** [start, end) character offsets of the matches in `text` */
  highlights: [number, number][];
}

export interface SearchResponse {
  query: string;
  mode: (typeof SEARCH_MODES)[number];
  translation: string;
  total: number;
  occurrences: number;
  byBook: { book: string; count: number }[];
  /** verses per translation searched (with `translation=all`, every installed one), in their order */
  byTranslation: { translation: string; count: number }[];
  page: number;
  pageSize: number;
  results: SearchResult[];
}
