import { useLayoutEffect } from "react";

/**
 * Smooth scrolling for in-page links while the calling page is shown.
 * app.css turns it off again under prefers-reduced-motion (its rule is
 * !important, so it beats this inline style). A layout effect, so it is gone
 * before the next page's scroll-to-top runs.
 */
export function useSmoothScroll() {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.style.scrollBehavior = "smooth";
    return () => {
      html.style.scrollBehavior = "";
    };
  }, []);
}
