import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { PAGES } from '../../shared/routes';
import { Layout } from './Layout';

// each page is its own chunk: the first load carries only the shell and the page shown
const Home = lazy(() => import('../pages/HomePage').then((m) => ({ default: m.HomePage })));
const StudyGuides = lazy(() =>
  import('../pages/study-guides/StudyGuidesPage').then((m) => ({ default: m.StudyGuidesPage })),
);
const BookList = lazy(() =>
  import('../pages/study-guides/BookListPage').then((m) => ({ default: m.BookListPage })),
);
const Book = lazy(() => import('../pages/study-guides/BookPage').then((m) => ({ default: m.BookPage })));
const Reader = lazy(() =>
  import('../pages/study-guides/ReaderPage').then((m) => ({ default: m.ReaderPage })),
);
const CharacterStudies = lazy(() =>
  import('../pages/CharacterStudiesPage').then((m) => ({ default: m.CharacterStudiesPage })),
);
const ResearchTools = lazy(() =>
  import('../pages/research-tools/ResearchToolsPage').then((m) => ({ default: m.ResearchToolsPage })),
);
const CheckText = lazy(() =>
  import('../pages/research-tools/CheckTextPage').then((m) => ({ default: m.CheckTextPage })),
);
const WordStudy = lazy(() =>
  import('../pages/research-tools/WordStudyPage').then((m) => ({ default: m.WordStudyPage })),
);
const People = lazy(() =>
  import('../pages/research-tools/PeoplePage').then((m) => ({ default: m.PeoplePage })),
);
const Person = lazy(() =>
  import('../pages/research-tools/PersonPage').then((m) => ({ default: m.PersonPage })),
);
const TopicStudy = lazy(() =>
  import('../pages/concordance/TopicStudyPage').then((m) => ({ default: m.TopicStudyPage })),
);
const WordSearch = lazy(() =>
  import('../pages/concordance/WordSearchPage').then((m) => ({ default: m.WordSearchPage })),
);
const OriginalLanguage = lazy(() =>
  import('../pages/concordance/OriginalLanguagePage').then((m) => ({ default: m.OriginalLanguagePage })),
);
const Contact = lazy(() => import('../pages/ContactPage').then((m) => ({ default: m.ContactPage })));
const Library = lazy(() => import('../pages/LibraryPage').then((m) => ({ default: m.LibraryPage })));
const LibraryStudy = lazy(() =>
  import('../pages/LibraryStudyPage').then((m) => ({ default: m.LibraryStudyPage })),
);
const SharedStudy = lazy(() =>
  import('../pages/SharedStudyPage').then((m) => ({ default: m.SharedStudyPage })),
);
const NotFound = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/**
 * Spec §2: the pages inside the app shell. Their paths are shared/routes.ts's, which the server
 * also reads to answer a URL that is no page with a 404.
 */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      { path: PAGES.studyGuides, element: <StudyGuides /> },
      { path: PAGES.bookByBook, element: <BookList testament={null} /> },
      { path: PAGES.oldTestament, element: <BookList testament="OT" /> },
      { path: PAGES.newTestament, element: <BookList testament="NT" /> },
      { path: PAGES.book, element: <Book /> },
      { path: PAGES.chapter, element: <Reader /> },
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
      { path: PAGES.libraryStudy, element: <LibraryStudy /> },
      { path: PAGES.sharedStudy, element: <SharedStudy /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
