import type { RuntimeConfig } from "./lib/runtime-config";

/** Hono's environment for every route module: the Worker bindings plus per-request values. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    config: RuntimeConfig;
  };
};
