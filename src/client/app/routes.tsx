import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
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
const NotFound = lazy(() => import('../pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

/** Spec §2: the route table inside the app shell, with its nested routes. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { index: true, element: <Home /> },
      {
        path: 'study-guides',
        children: [
          { index: true, element: <StudyGuides /> },
          { path: 'book-by-book', element: <BookList testament={null} /> },
          { path: 'old-testament', element: <BookList testament="OT" /> },
          { path: 'new-testament', element: <BookList testament="NT" /> },
          { path: 'book/:book', element: <Book /> },
          { path: 'book/:book/:chapter', element: <Reader /> },
        ],
      },
      { path: 'character-studies', element: <CharacterStudies /> },
      {
        path: 'research-tools',
        children: [
          { index: true, element: <ResearchTools /> },
          { path: 'hebrew', element: <WordStudy language="hebrew" /> },
          { path: 'greek', element: <WordStudy language="greek" /> },
          { path: 'spanish', element: <WordStudy language="spanish" /> },
          { path: 'check', element: <CheckText /> },
        ],
      },
      {
        path: 'concordance',
        children: [
          { index: true, element: <TopicStudy /> },
          { path: 'word-search', element: <WordSearch /> },
          { path: 'original-language', element: <OriginalLanguage /> },
        ],
      },
      { path: 'contact', element: <Contact /> },
      {
        path: 'library',
        children: [
          { index: true, element: <Library /> },
          { path: 'studies/:id', element: <LibraryStudy /> },
        ],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
