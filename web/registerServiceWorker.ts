/** How long no request may finish, after the page's load, before the page counts as settled. */
const QUIET_MS = 2000;

/**
 * Calls `then` once the page has settled: loaded, then QUIET_MS in which no request (script,
 * picture or API answer) finished, then an idle moment. A signed-in app keeps loading after the
 * load event: its page's code, its data, its pictures.
 */
function whenSettled(then: () => void): void {
  const watch = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new PerformanceObserver(() => restart());
    const settled = () => {
      observer.disconnect();
      // Safari has no requestIdleCallback.
      if ('requestIdleCallback' in window) requestIdleCallback(() => then());
      else then();
    };
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(settled, QUIET_MS);
    };
    observer.observe({ type: 'resource' });
    restart();
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
}

/**
 * The service worker keeps the app's shell for the next visit. Its install downloads that whole
 * shell, so it waits until the page has settled: on a phone it would otherwise take the connection
 * and the processor from the first screen still being drawn. A development server has no shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenSettled(() => void navigator.serviceWorker.register('/sw.js'));
}
