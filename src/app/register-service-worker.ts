// The service worker keeps the app shell, so Hearth opens with no network after one visit.
// Production builds only: in development it would serve stale modules.
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.register("/service-worker.js", { scope: "/" }).catch(() => undefined);
}
