/**
 * Each page's code, a chunk of its own, by page name (shared/routes.ts): the router makes its lazy
 * pages from these, and main.tsx starts fetching the page the address shows before React and the
 * shell are evaluated, instead of when the router first renders it. No React here: this module is
 * evaluated first.
 */
import type { ComponentType } from 'react';
import { matchPage, type PageName } from '../../shared/routes';

// a page's props differ from page to page; the router gives each its own
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageModule = Promise<{ default: ComponentType<any> }>;

const home = () => import('../pages/HomePage').then((m) => ({ default: m.HomePage }));
const studyGuides = () =>
  import('../pages/study-guides/StudyGuidesPage').then((m) => ({ default: m.StudyGuidesPage }));
const bookList = () =>
  import('../pages/study-guides/BookListPage').then((m) => ({ default: m.BookListPage }));
const book = () => import('../pages/study-guides/BookPage').then((m) => ({ default: m.BookPage }));
const chapter = () => import('../pages/study-guides/ReaderPage').then((m) => ({ default: m.ReaderPage }));
const deuterocanon = () =>
  import('../pages/study-guides/DeuterocanonPage').then((m) => ({ default: m.DeuterocanonPage }));
const deuteroChapter = () =>
  import('../pages/study-guides/DeuteroChapterPage').then((m) => ({ default: m.DeuteroChapterPage }));
const readingPlans = () =>
  import('../pages/study-guides/ReadingPlansPage').then((m) => ({ default: m.ReadingPlansPage }));
const characterStudies = () =>
  import('../pages/CharacterStudiesPage').then((m) => ({ default: m.CharacterStudiesPage }));
const researchTools = () =>
  import('../pages/research-tools/ResearchToolsPage').then((m) => ({ default: m.ResearchToolsPage }));
const checkText = () =>
  import('../pages/research-tools/CheckTextPage').then((m) => ({ default: m.CheckTextPage }));
const wordStudy = () =>
  import('../pages/research-tools/WordStudyPage').then((m) => ({ default: m.WordStudyPage }));
const people = () => import('../pages/research-tools/PeoplePage').then((m) => ({ default: m.PeoplePage }));
const person = () => import('../pages/research-tools/PersonPage').then((m) => ({ default: m.PersonPage }));
const topicStudy = () =>
  import('../pages/concordance/TopicStudyPage').then((m) => ({ default: m.TopicStudyPage }));
const wordSearch = () =>
  import('../pages/concordance/WordSearchPage').then((m) => ({ default: m.WordSearchPage }));
const originalLanguage = () =>
  import('../pages/concordance/OriginalLanguagePage').then((m) => ({ default: m.OriginalLanguagePage }));
const contact = () => import('../pages/ContactPage').then((m) => ({ default: m.ContactPage }));
const library = () => import('../pages/LibraryPage').then((m) => ({ default: m.LibraryPage }));
const libraryStudy = () => import('../pages/LibraryStudyPage').then((m) => ({ default: m.LibraryStudyPage }));
const sharedStudy = () => import('../pages/SharedStudyPage').then((m) => ({ default: m.SharedStudyPage }));
const notFound = () => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage }));

/** The code of every page (several pages share one component), and of the "not found" page. */
export const PAGE_CODE: Record<PageName | 'notFound', () => PageModule> = {
  home,
  studyGuides,
  bookByBook: bookList,
  oldTestament: bookList,
  newTestament: bookList,
  readingPlans,
  book,
  chapter,
  deuterocanon,
  deuteroChapter,
  characterStudies,
  researchTools,
  hebrew: wordStudy,
  greek: wordStudy,
  spanish: wordStudy,
  checkText,
  people,
  person,
  topicStudy,
  wordSearch,
  originalLanguage,
  contact,
  library,
  libraryStudy,
  sharedStudy,
  notFound,
};

/**
 * Starts fetching the code of the page at `pathname` (the browser keeps the module, so the
 * router's lazy page gets the same one). A failure here is left to the router, which asks again.
 */
export function fetchPageCode(pathname: string) {
  PAGE_CODE[matchPage(pathname)?.name ?? 'notFound']().catch(() => {});
}
