import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ensureOk } from "./api-client";

type UnauthorizedBehavior = "throw" | "returnNull";

/**
 * The default loader (docs/product/rules.md, Client defaults): GET the query key's parts joined by "/", parse
 * JSON. A 401 raises unless the query asks for null instead.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await ensureOk(res);
    return (await res.json()) as T;
  };
}

/** docs/product/rules.md, Client defaults: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
