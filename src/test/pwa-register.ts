/**
 * `virtual:pwa-register/react` for component tests: vite-plugin-pwa makes that module only in
 * the build, where the service worker exists (e2e/offline.spec.ts tests the real one). Here no
 * worker registers and no update is ever waiting.
 */
import { useState } from 'react';

export function useRegisterSW(_options?: unknown) {
  const needRefresh = useState(false);
  const offlineReady = useState(false);
  return { needRefresh, offlineReady, updateServiceWorker: async () => {} };
}
