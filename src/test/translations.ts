/** Test helper: the translations a default import installs, in their order (src/import/bible-specs.ts). */
export const DEFAULT_TRANSLATION_IDS = [
  'KJV',
  'WEB',
  'RV1909',
  'LSG',
  'ASV',
  'DARBY',
  'YLT',
  'BBE',
  'RV1865',
  'FREJND',
  'MARTIN',
  'CRAMPON',
];
