/**
 * Each page's module under src/client/pages/ (without `.tsx`), by page name (routes.ts): the
 * client loads a page's code from it (app/page-code.ts), and the server names that code's files
 * in the page's HTML (`<link rel="modulepreload">`, server/http/page-preloads.ts), so the browser
 * fetches them with the app's own code instead of after it has run (issue 26). Each module exports
 * its component under the file's name (`study-guides/ReaderPage` → `ReaderPage`).
 */
import type { PageName } from './routes';

export const PAGE_MODULES: Record<PageName | 'notFound', string> = {
  home: 'HomePage',
  studyGuides: 'study-guides/StudyGuidesPage',
  bookByBook: 'study-guides/BookListPage',
  oldTestament: 'study-guides/BookListPage',
  newTestament: 'study-guides/BookListPage',
  readingPlans: 'study-guides/ReadingPlansPage',
  book: 'study-guides/BookPage',
  chapter: 'study-guides/ReaderPage',
  deuterocanon: 'study-guides/DeuterocanonPage',
  deuteroChapter: 'study-guides/DeuteroChapterPage',
  characterStudies: 'CharacterStudiesPage',
  researchTools: 'research-tools/ResearchToolsPage',
  hebrew: 'research-tools/WordStudyPage',
  greek: 'research-tools/WordStudyPage',
  spanish: 'research-tools/WordStudyPage',
  checkText: 'research-tools/CheckTextPage',
  people: 'research-tools/PeoplePage',
  person: 'research-tools/PersonPage',
  topicStudy: 'concordance/TopicStudyPage',
  wordSearch: 'concordance/WordSearchPage',
  originalLanguage: 'concordance/OriginalLanguagePage',
  contact: 'ContactPage',
  library: 'LibraryPage',
  account: 'AccountPage',
  accountConfirm: 'AccountPage',
  accountReset: 'AccountPage',
  libraryStudy: 'LibraryStudyPage',
  sharedStudy: 'SharedStudyPage',
  groups: 'groups/GroupsPage',
  groupJoin: 'groups/GroupJoinPage',
  group: 'groups/GroupPage',
  groupStudy: 'groups/GroupStudyPage',
  liveReading: 'LiveReadingPage',
  notFound: 'NotFoundPage',
};
