import { describe, expect, it } from 'vitest';
import { pagesHtml } from './page-preloads';

const HTML = '<head>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head><body></body>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_header-1.js': { file: 'assets/header-1.js', imports: ['_react-1.js', 'index.html'] },
  'pages/study-guides/ReaderPage.tsx': {
    file: 'assets/ReaderPage-1.js',
    imports: ['index.html', '_react-1.js', '_header-1.js'],
  },
  'pages/HomePage.tsx': { file: 'assets/HomePage-1.js', imports: ['_header-1.js'] },
};

describe('each page’s HTML', () => {
  const html = pagesHtml(HTML, MANIFEST);

  it('preloads the page’s chunk and what it imports, not what index.html already loads', () => {
    const reader = html('chapter');
    expect(reader).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ReaderPage-1.js">',
    );
    expect(reader).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/header-1.js">',
    );
    expect(reader).not.toContain('href="/assets/react-1.js"');
    expect(reader).not.toContain('href="/assets/index-1.js">');
    expect(reader.indexOf('ReaderPage-1.js')).toBeLessThan(reader.indexOf('</head>'));
    expect(html('home')).toContain('/assets/HomePage-1.js');
    expect(html('home')).not.toContain('ReaderPage');
  });

  it('is index.html itself for a page the manifest does not know', () => {
    expect(html('contact')).toBe(HTML);
  });
});
