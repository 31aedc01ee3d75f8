import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PAGES } from '../../shared/routes';
import { Layout } from './Layout';
import { PAGE_CODE } from './page-code';

// each page is its own chunk (page-code.ts): the first load carries only the shell and the page shown
const Home = lazy(PAGE_CODE.home);
const StudyGuides = lazy(PAGE_CODE.studyGuides);
const BookList = lazy(PAGE_CODE.bookByBook);
const Book = lazy(PAGE_CODE.book);
const Reader = lazy(PAGE_CODE.chapter);
const Deuterocanon = lazy(PAGE_CODE.deuterocanon);
const DeuteroChapter = lazy(PAGE_CODE.deuteroChapter);
const ReadingPlans = lazy(PAGE_CODE.readingPlans);
const CharacterStudies = lazy(PAGE_CODE.characterStudies);
const ResearchTools = lazy(PAGE_CODE.researchTools);
const CheckText = lazy(PAGE_CODE.checkText);
const WordStudy = lazy(PAGE_CODE.hebrew);
const People = lazy(PAGE_CODE.people);
const Person = lazy(PAGE_CODE.person);
const TopicStudy = lazy(PAGE_CODE.topicStudy);
const WordSearch = lazy(PAGE_CODE.wordSearch);
const OriginalLanguage = lazy(PAGE_CODE.originalLanguage);
const Contact = lazy(PAGE_CODE.contact);
const Library = lazy(PAGE_CODE.library);
const Account = lazy(PAGE_CODE.account);
const LibraryStudy = lazy(PAGE_CODE.libraryStudy);
const SharedStudy = lazy(PAGE_CODE.sharedStudy);
const Groups = lazy(PAGE_CODE.groups);
const GroupJoin = lazy(PAGE_CODE.groupJoin);
const Group = lazy(PAGE_CODE.group);
const GroupStudy = lazy(PAGE_CODE.groupStudy);
const LiveReading = lazy(PAGE_CODE.liveReading);
const NotFound = lazy(PAGE_CODE.notFound);

/**
 * Spec §2: the pages inside the app shell. Their paths are shared/routes.ts's, which the server
 * also reads to answer a URL that is no page with a 404.
 *
 * Declarative routes (`<BrowserRouter>` and `useRoutes`), not a data router: the app loads no data
 * through the router, and without `createBrowserRouter` the bundler leaves out react-router's
 * loaders, actions and fetchers: the main chunk 397 → 343 KB (109 → 94 KB brotli), bytes the
 * first paint waited for (issue 26).
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: PAGES.studyGuides, element: <StudyGuides /> },
      { path: PAGES.bookByBook, element: <BookList testament={null} /> },
      { path: PAGES.oldTestament, element: <BookList testament="OT" /> },
      { path: PAGES.newTestament, element: <BookList testament="NT" /> },
      { path: PAGES.readingPlans, element: <ReadingPlans /> },
      { path: PAGES.book, element: <Book /> },
      { path: PAGES.chapter, element: <Reader /> },
      { path: PAGES.deuterocanon, element: <Deuterocanon /> },
      { path: PAGES.deuteroChapter, element: <DeuteroChapter /> },
      { path: PAGES.characterStudies, element: <CharacterStudies /> },
      { path: PAGES.researchTools, element: <ResearchTools /> },
      { path: PAGES.hebrew, element: <WordStudy language="hebrew" /> },
      { path: PAGES.greek, element: <WordStudy language="greek" /> },
      { path: PAGES.spanish, element: <WordStudy language="spanish" /> },
      { path: PAGES.checkText, element: <CheckText /> },
      { path: PAGES.people, element: <People /> },
      { path: PAGES.person, element: <Person /> },
      { path: PAGES.topicStudy, element: <TopicStudy /> },
      { path: PAGES.wordSearch, element: <WordSearch /> },
      { path: PAGES.originalLanguage, element: <OriginalLanguage /> },
      { path: PAGES.contact, element: <Contact /> },
      { path: PAGES.library, element: <Library /> },
      { path: PAGES.account, element: <Account view="account" /> },
      { path: PAGES.accountConfirm, element: <Account view="confirm" /> },
      { path: PAGES.accountReset, element: <Account view="reset" /> },
      { path: PAGES.libraryStudy, element: <LibraryStudy /> },
      { path: PAGES.sharedStudy, element: <SharedStudy /> },
      { path: PAGES.groups, element: <Groups /> },
      { path: PAGES.groupJoin, element: <GroupJoin /> },
      { path: PAGES.group, element: <Group /> },
      { path: PAGES.groupStudy, element: <GroupStudy /> },
      { path: PAGES.liveReading, element: <LiveReading /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The page the address shows, inside the shell. */
export const AppRoutes = () => useRoutes(routes);
