/**
 * For the React views' XSS tests (test/app/security-*.test.tsx): what a DOM
 * must not contain once hostile text has been rendered into it.
 */
import { expect } from "vitest";

/** Elements no visitor's text may ever turn into. */
const FORBIDDEN = "script, iframe, frame, object, embed, base, link, style, meta[http-equiv], form[action]";

/** URL-carrying attributes and the schemes that would run code from them. */
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "srcdoc"];
const ACTIVE_URL = /^\s*(javascript|vbscript|data:text\/html)/i;

/**
 * No element a payload could bring (scripts, frames, styles), no event-handler
 * attribute, no script URL, and only the pictures the test itself supplied.
 */
export function expectNoInjectedMarkup(root: HTMLElement, allowedImageSources: string[]) {
  expect([...root.querySelectorAll(FORBIDDEN)].map((el) => el.outerHTML)).toEqual([]);
  for (const el of root.querySelectorAll("*")) {
    for (const attribute of el.attributes) {
      expect(attribute.name, `<${el.tagName.toLowerCase()} ${attribute.name}>`).not.toMatch(/^on/i);
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
        expect(attribute.value, `<${el.tagName.toLowerCase()} ${attribute.name}>`).not.toMatch(ACTIVE_URL);
      }
    }
  }
  for (const img of root.querySelectorAll("img")) {
    expect(allowedImageSources).toContain(img.getAttribute("src"));
  }
}

/** The element's text holds the string exactly as typed, so it was shown as text and not parsed. */
export function expectLiteralText(el: Element | null, text: string) {
  expect(el).not.toBeNull();
  expect(el?.textContent ?? "").toContain(text);
}
