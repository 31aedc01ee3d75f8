/**
 * The key passages of the most-studied topics, chosen by hand (content/topic-passages.yaml): the
 * passages a class reads first on the subject and the verse a study centres on. Nave's references
 * chose Love's John 20:1-2 and Peace's Genesis 26:29; a teacher reads 1 Corinthians 13 and
 * Philippians 4:4-9. Read and checked once, at start-up.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { reference } from './fields';
import { findContentDir, readContentFile } from './files';

export const TopicPassagesSchema = z.record(
  z.string().regex(/^[A-Z][A-Z ,'()-]+$/, "a Nave's topic name, in capitals"),
  z.strictObject({
    /** at most four, each at most 40 verses (content/README.md) */
    passages: z.array(reference).min(1).max(4),
    /** the verse a study centres on: in one of the passages */
    key: reference,
  }),
);

export type TopicPassages = z.output<typeof TopicPassagesSchema>;

export const loadTopicPassages = (contentDir: string): TopicPassages =>
  readContentFile(join(contentDir, 'topic-passages.yaml'), TopicPassagesSchema, contentDir);

let chosen: TopicPassages | undefined;

/** content/topic-passages.yaml, read once (at start-up: content/index.ts). */
export const topicPassages = (): TopicPassages => (chosen ??= loadTopicPassages(findContentDir()));
