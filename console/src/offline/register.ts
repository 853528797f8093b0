/**
 * Registers the service worker (console/sw/sw.ts, built as /sw.js by console/pwa.ts) that keeps the console's
 * shell for offline reloads. Not in `vite` dev (no sw.js there), nor where the browser has no service workers
 * (plain http to another host than localhost): the console then works online as before. A browser that blocks
 * registration (Playwright's `serviceWorkers: 'block'`, used by most browser tests so that their route
 * interception sees every request) resolves it to nothing, which is fine.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const start = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => {
      // Offline or a build without sw.js (vite dev): the console works on, without the offline shell.
      console.warn('Service worker not registered:', e);
    });
  };
  // After the page's own requests: the worker's precache then does not compete with the first screen.
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
