import type { JobHandlers } from "./consumer";
import { soulmateJobHandlers } from "./soulmate-jobs";

/**
 * The job kinds the consumer knows how to run. A job whose kind has no handler
 * fails visibly instead of being dropped. Exported as one mutable object so
 * tests in the same isolate can inject a failure into a real pipeline run.
 */
export const jobHandlers: JobHandlers = { ...soulmateJobHandlers };
