/** Request schemas and response types of the JSON API (docs/api.md), shared by client and server. */
import { z } from 'zod';

export const PassageQuerySchema = z.object({
  ref: z.string().trim().optional(),
  translation: z.string().trim().max(40).default('KJV'),
  lang: z.enum(['en', 'es', 'fr', 'te']).optional(),
});
export type PassageQuery = z.infer<typeof PassageQuerySchema>;

export interface Translation {
  id: string;
  name: string;
  language: string;
  licence: string;
  verseCount: number;
  hasStrongs: boolean;
}

export interface Book {
  osis: string;
  order: number;
  testament: 'OT' | 'NT';
  chapters: number;
  names: { en: string; es: string; fr: string; te: string };
}

export interface PassageVerse {
  osis: string;
  book: string;
  chapter: number;
  verse: number;
  text: string;
  heading: string | null;
  paragraph: boolean;
}

export interface Passage {
  reference: string;
  osis: string;
  translation: string;
  verses: PassageVerse[];
}

export interface ApiError {
  error: { id: string; message: string };
}
