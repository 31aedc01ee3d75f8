/**
 * The top navigation (spec §2). Titles are i18n keys. One key names each place everywhere: the
 * menus, the sidebar, the home page's cards and the page's own heading (and so the document title).
 */
export interface NavItem {
  title: string;
  path: string;
  children?: { title: string; path: string }[];
}

/**
 * The research tools: the spec's three languages, then Check a text and People of the Bible
 * (issue 43: in no menu of the top bar, nobody found them). The top bar and the sidebar list the same.
 */
export const RESEARCH_TOOLS = [
  { title: 'nav.hebrew', path: '/research-tools/hebrew' },
  { title: 'nav.greek', path: '/research-tools/greek' },
  { title: 'nav.spanish', path: '/research-tools/spanish' },
  { title: 'verify.pageTitle', path: '/research-tools/check' },
  { title: 'people.title', path: '/research-tools/people' },
];

export const TOP_NAV: NavItem[] = [
  { title: 'nav.characterStudies', path: '/character-studies' },
  { title: 'nav.wordStudies', path: '/research-tools', children: RESEARCH_TOOLS },
  {
    title: 'nav.concordance',
    path: '/concordance',
    children: [
      { title: 'nav.wordSearch', path: '/concordance/word-search' },
      { title: 'nav.originalLanguage', path: '/concordance/original-language' },
    ],
  },
  {
    title: 'nav.studyGuides',
    path: '/study-guides',
    children: [
      { title: 'nav.bookByBook', path: '/study-guides/book-by-book' },
      { title: 'plans.title', path: '/study-guides/reading-plans' },
    ],
  },
];
