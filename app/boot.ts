/**
 * The page's first and only initial script.
 *
 * A page that is not prerendered starts React at once. A prerendered page
 * (/, /tarot, the legal pages) is already complete, readable HTML, so React is
 * fetched and hydrates at the visitor's first sign of intent — a pointer or
 * touch, a key, a scroll, focus moving — or, failing that, once the browser is
 * idle a few seconds after load, rather than competing with the first paint on
 * a slow phone. Links work as plain links meanwhile. A click on a
 * control that needs React (a button, a form field) before it is ready is held
 * and replayed once the page has hydrated, so nothing the visitor does is lost.
 * docs/decisions/0017 explains the trade-off.
 */
import { READY_EVENT } from "./lib/ready-event";
// The stylesheet belongs to the first paint, so it is linked from the page, not loaded with React.
import "./app.css";

/** Without any intent, React still starts when the browser is first idle this long after load. */
const IDLE_START_MS = 3000;
const INTENT_EVENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const;

/**
 * Prerendered pages carry root-relative canonical and og:url addresses (the build does not know
 * the domain); crawlers and link previews want them absolute. React sets the same values from
 * SITE_URL once it runs; until then this page's own origin is the right answer.
 */
for (const element of document.querySelectorAll<HTMLLinkElement | HTMLMetaElement>(
  'link[rel="canonical"], meta[property="og:url"]',
)) {
  const attribute = element instanceof HTMLLinkElement ? "href" : "content";
  const value = element.getAttribute(attribute);
  if (!value?.startsWith("/")) continue;
  element.dataset.prerenderedValue = value;
  element.setAttribute(attribute, new URL(value, window.location.origin).href);
}

const root = document.getElementById("root");
const prerendered = root?.dataset.prerendered === window.location.pathname;

function loadApp() {
  return import("./main");
}

if (!prerendered) {
  void loadApp();
} else {
  let heldClick: HTMLElement | null = null;
  const holdClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(
      "button, [role='button'], summary, input, select, textarea, label",
    );
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    heldClick = control;
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    window.addEventListener(
      READY_EVENT,
      () => {
        document.removeEventListener("click", holdClick, true);
        heldClick?.click();
      },
      { once: true },
    );
    void loadApp();
  };
  document.addEventListener("click", holdClick, true);
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () =>
    setTimeout(() => {
      if ("requestIdleCallback" in window) window.requestIdleCallback(start, { timeout: IDLE_START_MS });
      else start();
    }, IDLE_START_MS);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
