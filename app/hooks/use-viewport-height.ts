import { useEffect } from "react";

/**
 * Keeps `--vh` (1% of the visible height) on <html> while the session page is
 * open (docs/product/screens.md, Tarot session). Mobile browsers' `vh` ignores their collapsing toolbars;
 * this follows the real inner height through resizes and rotations.
 */
export function useViewportHeightVariable(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => root.style.setProperty("--vh", `${window.innerHeight * 0.01}px`);
    update();
    window.addEventListener("resize", update);
    window.addEventListener("orientationchange", update);
    return () => {
      window.removeEventListener("resize", update);
      window.removeEventListener("orientationchange", update);
      root.style.removeProperty("--vh");
    };
  }, []);
}
