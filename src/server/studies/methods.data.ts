/** The study methods (spec §3, §9): ids 1–5 and 6–9 are written in two files. */
import type { StudyMethodSeed } from './seeds';
import { METHODS as first } from './methods-a.data';
import { METHODS as second } from './methods-b.data';

export const STUDY_METHODS: StudyMethodSeed[] = [...first, ...second];
