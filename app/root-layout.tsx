import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useToasts } from "./hooks/use-toast";
import { READY_EVENT } from "./lib/ready-event";

// Radix Toast is not needed to paint a page: it loads when the browser is idle, or at the first toast.
const Toaster = lazy(() => import("./components/ui/toaster").then((m) => ({ default: m.Toaster })));

function useDeferredToaster(): boolean {
  const toasts = useToasts();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    if (toasts.length > 0) {
      setReady(true);
      return;
    }
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setReady(true));
    return () => cancel(handle);
  }, [ready, toasts.length]);
  return ready;
}

/** The frame around every page: skip link, header, main landmark, footer, toasts. */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const toasterReady = useDeferredToaster();

  // Marks the moment the page is interactive (a prerendered page is visible well before it hydrates).
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
    window.dispatchEvent(new Event(READY_EVENT));
  }, []);

  // After a client-side navigation, move focus to the new page so screen
  // readers announce it, as a full page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-300 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state === "loading" ? (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden">
          <div className="h-full w-1/3 animate-pulse bg-gold-400" />
        </div>
      ) : null}
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      {toasterReady ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
