/**
 * Stands in for @ai-sdk/gateway in the Worker's bundle (scripts/worker-bundle.mjs,
 * docs/decisions/0036). `ai` reaches the gateway only for a model given as a
 * string id and to recognise the gateway's errors; the shop always passes a
 * model object (workers-ai-provider or the embedded model), so neither happens.
 * Asking for the gateway anyway fails with this message instead of a network call.
 */
function unavailable(): never {
  throw new Error("The AI Gateway provider is not in this Worker: pass a model object, not a model id");
}

/** No error is ever the gateway's here. */
class NotGatewayError extends Error {
  static isInstance(_error: unknown): boolean {
    return false;
  }
}

export class GatewayError extends NotGatewayError {}
export class GatewayAuthenticationError extends NotGatewayError {}
export const createGateway = unavailable;
/** Every model getter of the default provider fails the same way. */
export const gateway = new Proxy(unavailable, { get: () => unavailable });
