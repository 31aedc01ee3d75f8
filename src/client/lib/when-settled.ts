/**
 * Work the page can do without: run a few seconds after the page has loaded, at an idle moment,
 * so it shares neither the connection nor the main thread with what the reader came for (the
 * page's code, its data, its first render). Issue 26: the service worker's precache (70 files,
 * the fonts among them) and the menu's Telugu face, started at `load`, ran before a chapter's
 * text had painted and delayed it. Returns a function that cancels the job.
 */
export function whenSettled(job: () => void, delayMs = 3000): () => void {
  let cancelled = false;
  const run = () => !cancelled && job();
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
      else run();
    }, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
  };
}
