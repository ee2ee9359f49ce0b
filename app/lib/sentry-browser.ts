/**
 * The Sentry SDK for the browser, loaded only by app/lib/error-reporting.ts once there is an
 * error to report and a DSN to report it to. Reports are scrubbed like the Worker's
 * (src/shared/error-report-scrub.ts): no email, no answers, no query string.
 */
import { captureException, init } from "@sentry/react";
import { PRIVATE_REPORTING, scrubBreadcrumb, scrubEvent } from "../../src/shared/error-report-scrub";

export function startSentry(dsn: string): (error: unknown) => void {
  init({
    dsn,
    ...PRIVATE_REPORTING,
    dataCollection: { ...PRIVATE_REPORTING.dataCollection, httpHeaders: { request: false, response: false } },
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  return (error) => {
    captureException(error);
  };
}
