/** Exponential backoff for a queue message's next try: first, 2 × first, 4 × first … capped. */
export function backoffSeconds(attempts: number, firstSeconds: number, capSeconds: number): number {
  return Math.min(firstSeconds * 2 ** Math.max(0, attempts - 1), capSeconds);
}
