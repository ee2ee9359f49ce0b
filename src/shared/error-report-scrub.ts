/**
 * What an error report may carry, for the Worker's and the browser's Sentry alike
 * (docs/decisions/0038): no email address, no quiz answer, no question, no cookie, no
 * request body, no query string (the result page's carries the buyer's email). Pure: it
 * edits the event it is given (Sentry's `beforeSend`) and returns it.
 */

/**
 * What either SDK may collect of its own accord: nothing the buyer sent (no user fields, cookies,
 * bodies or query strings), and no performance tracing. Each SDK adds what is its own (the Worker
 * an allow-list of harmless request headers). The scrubbers below run on whatever still gets through.
 */
export const PRIVATE_REPORTING = {
  dataCollection: { userInfo: false, cookies: false, httpBodies: [] as never[], urlQueryParams: false },
  tracesSampleRate: 0,
};

/** The parts of a Sentry event this looks at. */
export type ScrubbableEvent = {
  message?: string;
  user?: unknown;
  request?: { url?: string; method?: string; headers?: Record<string, string> };
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: ScrubbableBreadcrumb[];
  extra?: Record<string, unknown>;
  tags?: Record<string, unknown>;
};
export type ScrubbableBreadcrumb = { category?: string; message?: string; data?: Record<string, unknown> };

const EMAIL = /[^\s"'<>()[\]{},;:@]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
/** Keys whose values are the buyer's own words or identity, whatever they hold. */
const PRIVATE_KEY = /email|intention|question|answer|quiz|birth|first_?name|city|cookie|authorization|secret|password/i;
/** Request headers a report may keep; everything else (cookies, keys, addresses) is dropped. */
const KEPT_HEADERS = new Set(["user-agent", "content-type", "content-length", "x-request-id", "cf-ray"]);

export const SCRUBBED = "[scrubbed]";

const redact = (text: string) => text.replace(EMAIL, "[email]");
const withoutQuery = (url: string) => url.replace(/[?#].*$/, "");

function scrubValue(key: string, value: unknown, depth = 0): unknown {
  if (PRIVATE_KEY.test(key)) return SCRUBBED;
  if (typeof value === "string") return redact(value);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(key, item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(k, v, depth + 1)]));
}

const scrubRecord = (record: Record<string, unknown>) => scrubValue("", record) as Record<string, unknown>;

/** An error message without personal data: a database error's bound values go, addresses go. */
export function scrubErrorText(text: string): string {
  // Drizzle's "Failed query: … params: …" carries the row's values (emails, birth dates).
  if (/\bparams:/.test(text)) return "Database query failed (parameters removed)";
  return redact(text);
}

export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(crumb: B): B | null {
  // Console lines are in the Worker's logs, with the request id; they need not travel twice.
  if (crumb.category === "console") return null;
  if (crumb.message) crumb.message = redact(crumb.message);
  if (crumb.data) {
    const data = scrubRecord(crumb.data);
    if (typeof data.url === "string") data.url = withoutQuery(data.url);
    crumb.data = data;
  }
  return crumb;
}

export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  delete event.user;
  if (event.request) {
    const { url, method, headers } = event.request;
    event.request = {
      ...(url ? { url: withoutQuery(url) } : {}),
      ...(method ? { method } : {}),
      headers: Object.fromEntries(
        Object.entries(headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
      ),
    };
  }
  if (event.message) event.message = scrubErrorText(event.message);
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubErrorText(value.value);
  }
  if (event.extra) event.extra = scrubRecord(event.extra);
  if (event.tags) event.tags = scrubRecord(event.tags);
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb)).filter((crumb) => crumb !== null);
  }
  return event;
}
