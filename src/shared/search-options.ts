/**
 * The word search's options, apart from the zod schemas in api.ts so the client can import them
 * without pulling zod into its bundle (zod also probes `Function('')`, a CSP violation report).
 */

/** Book groups for the word search's filter (canonical order ranges). */
export const BOOK_GROUPS = {
  law: [1, 5],
  history: [6, 17],
  poetry: [18, 22],
  prophets: [23, 39],
  gospels: [40, 43],
  acts: [44, 44],
  pauline: [45, 57],
  general: [58, 65],
  revelation: [66, 66],
} as const;
export type BookGroup = keyof typeof BOOK_GROUPS;

export const SEARCH_MODES = ['word', 'phrase', 'all', 'any', 'prefix'] as const;
