import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while a page is rendered ahead of the browser (the build's prerender, the Worker) and while the
 * browser hydrates that HTML; true straight after, and always in a page the browser rendered itself.
 * Values that only the browser knows (its time zone, its origin) wait for true, so hydration meets the
 * same text the server wrote.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
