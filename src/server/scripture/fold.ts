/** Words folded as people type them, for the lexicon's search and its renderings. */

/** Lower case without accents, vowel points, cantillation or breathing marks. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0591-\u05c7\u1dc0-\u1dff]/g, '')
    .replace(/[ʼʽʻ'’`]/g, '')
    .toLowerCase()
    .trim();

/** Transliterations as people type them: Strong's long vowels with a glide (îy, ûw, ôw) as plain vowels. */
export const foldXlit = (s: string) => fold(s).replace(/iy/g, 'i').replace(/uw/g, 'u').replace(/ow/g, 'o');
