/**
 * The operator's admin key, kept in this browser (docs/product/rules.md, Admin access) until Logout. It
 * is never checked here: the server decides, and a refused key shows up as
 * failed calls. Other tabs follow a login or logout through the storage event.
 */
import { useSyncExternalStore } from "react";

export const ADMIN_KEY_STORAGE = "soulmate-admin-key";

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked (a privacy mode): the key then lives only as long as the page.
    return null;
  }
}

let memoryKey: string | null = null;

export function readAdminKey(): string | null {
  const store = storage();
  return store ? store.getItem(ADMIN_KEY_STORAGE) : memoryKey;
}

function emit() {
  for (const listener of listeners) listener();
}

export function saveAdminKey(key: string): void {
  const store = storage();
  if (store) store.setItem(ADMIN_KEY_STORAGE, key);
  else memoryKey = key;
  emit();
}

export function clearAdminKey(): void {
  storage()?.removeItem(ADMIN_KEY_STORAGE);
  memoryKey = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ADMIN_KEY_STORAGE || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useAdminKey(): string | null {
  return useSyncExternalStore(subscribe, readAdminKey, () => null);
}
