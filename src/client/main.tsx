import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PassageLookup } from './features/passages/components/PassageLookup';
// Telugu glyphs, self-hosted (no CDN); the browser fetches them only for Telugu text
import '@fontsource/noto-sans-telugu/400.css';
import '@fontsource/noto-sans-telugu/700.css';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="page">
      <h1>Bible Study</h1>
      <PassageLookup />
    </main>
  </StrictMode>,
);
