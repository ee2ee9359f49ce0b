import { useQuery } from "@tanstack/react-query";
import type { RuntimeConfigResponse } from "../../src/shared/runtime-config";
import { api, call } from "./api-client";

export const runtimeConfigQueryKey = ["/api/config"] as const;

/** PayPal client id and env, support email, prices: fetched once per visit. */
export function useRuntimeConfig() {
  return useQuery({
    queryKey: runtimeConfigQueryKey,
    queryFn: (): Promise<RuntimeConfigResponse> => call(api.api.config.$get()),
  });
}
