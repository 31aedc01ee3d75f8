// first (its side effect): the page's code downloads while React and the shell are evaluated
import './app/fetch-page-first';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prepareLanguage } from './i18n';
import { AppRoutes } from './app/router';
// Telugu glyphs, self-hosted (no CDN), each subset under its unicode-range: the browser fetches the
// Telugu one only for Telugu text (and the Latin ones never: the system's fonts come first in the
// list). i18n/index.ts loads it before Telugu is shown: ensureFonts, loadMenuFont
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import './styles/index.css';

// rendered in a transition: React renders the shell and the page in slices, yielding to the
// browser between them, instead of one long task that blocks input (issue 26: total blocking time)
void prepareLanguage().then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </StrictMode>,
    ),
  ),
);
