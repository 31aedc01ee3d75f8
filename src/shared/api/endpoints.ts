/**
 * The JSON API's endpoints, one table for both sides: each names its method, its path (with
 * `:params`), and, as types only, its query (or body) and its answer. The server registers its
 * routes on these paths (`app.get(ENDPOINTS.site.path, …)`); the client asks through
 * src/client/lib/api-client.ts (`useEndpoint(ENDPOINTS.site)`), which builds the URL and types the
 * answer, so a path is written once. No zod here: the client bundle imports this file.
 * Not every endpoint is in the table yet (CONTRIBUTING.md, "Add an API route").
 */
import type { CommentaryWorkInfo, Translation, VerseOfTheDay } from './scripture';
import type { ContactInput, SiteInfo } from './contact';
import type { DeuteroBible, DeuteroChapter } from './deuterocanon';
import type { GroupCreated, GroupDetail, GroupInvite, GroupSummary } from './groups';
import type { LexiconArticles } from './lexicon';
import type { LiveState } from './live';
import type { ChapterPeople, PeopleSearch, Person } from './people';
import type { ReadingPlan, ReadingPlanSummary } from './reading-plans';
import type { Study, StudyCharacter, StudyMethod } from './studies';
import type { TopicsResponse } from './topics';
import type { VerifyRequest, VerifyResponse } from './verify';

/** Query values as the client writes them (URLSearchParams makes them strings). */
export type QueryOf = Record<string, string | number | undefined> | undefined;

/** One endpoint: `Q` the query (GET) or body (POST), `P` the path's params, `A` the answer. */
export interface Endpoint<M extends 'GET' | 'POST' | 'DELETE', Q, A, P extends string = never> {
  method: M;
  path: string;
  /** types only, never set: what the query or body, the params and the answer are */
  readonly types?: { query: Q; params: Record<P, string>; answer: A };
}

const get = <Q extends QueryOf, A, P extends string = never>(path: string): Endpoint<'GET', Q, A, P> => ({
  method: 'GET',
  path,
});
const post = <B, A, P extends string = never>(path: string): Endpoint<'POST', B, A, P> => ({
  method: 'POST',
  path,
});
const del = <P extends string>(path: string): Endpoint<'DELETE', undefined, null, P> => ({
  method: 'DELETE',
  path,
});

type Lang = { lang: string };

export const ENDPOINTS = {
  translations: get<undefined, Translation[]>('/api/translations'),
  verseOfTheDay: get<Lang & { date: string }, VerseOfTheDay>('/api/verse-of-the-day'),
  commentaries: get<undefined, CommentaryWorkInfo[]>('/api/commentaries'),
  site: get<undefined, SiteInfo>('/api/site'),
  contact: post<ContactInput, { id: number }>('/api/contact'),
  verify: post<VerifyRequest, VerifyResponse>('/api/verify'),
  characters: get<Lang, StudyCharacter[]>('/api/characters'),
  studyMethods: get<Lang & { for: 'character' | 'topic' }, StudyMethod[]>('/api/study-methods'),
  keptStudy: get<undefined, { study: Study }, 'id'>('/api/studies/:id'),
  topics: get<Lang & { limit: number }, TopicsResponse>('/api/topics'),
  lexiconArticles: get<undefined, LexiconArticles, 'strongs'>('/api/lexicon/:strongs/articles'),
  people: get<Lang & { q: string }, PeopleSearch>('/api/people'),
  person: get<Lang, Person, 'id'>('/api/people/:id'),
  chapterPeople: get<Lang & { ref: string }, ChapterPeople>('/api/chapter-people'),
  readingPlans: get<Lang, ReadingPlanSummary[]>('/api/reading-plans'),
  readingPlan: get<Lang, ReadingPlan, 'id'>('/api/reading-plans/:id'),
  deuterocanon: get<Lang, DeuteroBible[]>('/api/deuterocanon'),
  deuteroChapter: get<Lang & { translation: string }, DeuteroChapter, 'book' | 'chapter'>(
    '/api/deuterocanon/:book/:chapter',
  ),
  groups: get<undefined, { groups: GroupSummary[] }>('/api/groups'),
  group: get<undefined, GroupDetail, 'id'>('/api/groups/:id'),
  groupStudy: get<undefined, Study, 'id' | 'studyId'>('/api/groups/:id/studies/:studyId'),
  createGroup: post<{ name: string; memberName?: string }, GroupCreated>('/api/groups'),
  joinGroup: post<{ code: string; memberName?: string }, { id: string }>('/api/groups/join'),
  groupMember: del<'id' | 'userId'>('/api/groups/:id/members/:userId'),
  groupOwner: post<{ userId: string }, null, 'id'>('/api/groups/:id/owner'),
  groupInvites: post<undefined, GroupInvite & { code: string }, 'id'>('/api/groups/:id/invites'),
  groupInvite: del<'id' | 'inviteId'>('/api/groups/:id/invites/:inviteId'),
  groupStudies: post<{ studyId: string }, { id: string; title: string }, 'id'>('/api/groups/:id/studies'),
  groupNotes: post<{ passage: string; text: string }, { id: string }, 'id'>('/api/groups/:id/notes'),
  groupNote: del<'id' | 'noteId'>('/api/groups/:id/notes/:noteId'),
  /** a group's live reading session (GET its state; POST starts it, DELETE ends it) */
  liveReading: get<undefined, LiveState, 'id'>('/api/groups/:id/live'),
} as const;

type Types<E> =
  E extends Endpoint<'GET' | 'POST' | 'DELETE', infer Q, infer A, infer P>
    ? { query: Q; answer: A; params: P }
    : never;
/** What an endpoint answers. */
export type AnswerOf<E> = Types<E>['answer'];
/** An endpoint's query (GET) or body (POST). */
export type QueryOfEndpoint<E> = Types<E>['query'];
/** What the URL needs: the path's params, and the query when the endpoint has one. */
export type UrlArgs<E> = ([Types<E>['params']] extends [never]
  ? object
  : { params: Record<Types<E>['params'], string> }) &
  (QueryOfEndpoint<E> extends undefined ? object : { query: QueryOfEndpoint<E> });

/** The URL of a GET: the path's `:params` filled in (encoded), then the query, in its order. */
export function endpointUrl(
  endpoint: { path: string },
  args: { params?: Record<string, string>; query?: QueryOf } = {},
) {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(args.params?.[name] ?? ''),
  );
  const entries = Object.entries(args.query ?? {}).filter(([, v]) => v !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
}
