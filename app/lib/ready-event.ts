/** Fired on window (and html[data-ready] set) once React has hydrated or rendered the page. */
export const READY_EVENT = "app:ready";
