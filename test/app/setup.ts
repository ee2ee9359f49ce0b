import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// findBy… waits up to 5 s, not 1 s: npm test runs this layer beside the browser journeys, and a lazy
// route can take more than a second to load on a busy 2-core machine. What is checked is the same.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout; React Router's ScrollRestoration calls this on navigation.
window.scrollTo = () => {};
