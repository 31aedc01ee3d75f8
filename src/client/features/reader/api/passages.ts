/** The reader's requests, as URLs for useApi (GET /api/passages, /api/cross-references, /api/interlinear). */

/** A passage in one translation; `kjv`: the reference is in the KJV's numbering (ADR 009). */
export const passageUrl = (
  ref: string,
  translation: string,
  opts: { strongs?: boolean; kjv?: boolean } = {},
) =>
  `/api/passages?${new URLSearchParams({ ref, translation, ...(opts.strongs ? { strongs: '1' } : {}), ...(opts.kjv ? { scheme: 'kjv' } : {}) })}`;

/** A chapter's cross-references (one request for the whole chapter). */
export const crossReferencesUrl = (ref: string, translation: string) =>
  `/api/cross-references?${new URLSearchParams({ ref, translation })}`;

/** A passage word by word in the original language (KJV numbering), glosses in `lang` where it has them. */
export const interlinearUrl = (ref: string, lang: string) =>
  `/api/interlinear?${new URLSearchParams({ ref, lang })}`;
