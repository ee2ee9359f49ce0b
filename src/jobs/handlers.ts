import type { JobHandlers } from "./consumer";

/**
 * The job kinds the consumer knows how to run. The soulmate pack builders
 * register here; a job whose kind has no handler fails visibly instead of
 * being dropped.
 */
export const jobHandlers: JobHandlers = {};
