import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../../src/app";
import { cardBackUrl, cardImageAlt, cardImageUrl } from "../../../src/tarot/card-images";
import { cardById } from "../../../src/tarot/deck";

const tower = cardById("the-tower");

describe("card images", () => {
  it("uses the bundled art by default and the operator's scans when CARD_IMAGE_BASE is set", () => {
    expect(cardImageUrl({ CARD_IMAGE_BASE: undefined }, "the-tower")).toBe("/api/tarot/cards/the-tower.svg");
    expect(cardImageUrl({ CARD_IMAGE_BASE: "https://cards.example/rws/" }, "the-tower")).toBe(
      "https://cards.example/rws/the-tower.jpg",
    );
    expect(cardBackUrl()).toBe("/api/tarot/cards/card-back.svg");
  });

  it("describes our drawing, or the scan plainly", () => {
    if (!tower) throw new Error("deck has no tower");
    expect(cardImageAlt({ CARD_IMAGE_BASE: undefined }, tower)).toBe(tower.alt);
    expect(cardImageAlt({ CARD_IMAGE_BASE: "https://cards.example" }, tower)).toBe(
      "The Tower, Rider-Waite-Smith tarot card",
    );
  });

  it("lets the tarot pages load images from the operator's card host, and only then", async () => {
    const page = { headers: { accept: "text/html" } };
    const plain = await app.request("/tarot/reading/x", page, env);
    expect(plain.headers.get("content-security-policy")).not.toContain("cards.example");
    const withScans = await app.request("/tarot/reading/x", page, {
      ...env,
      CARD_IMAGE_BASE: "https://cards.example/rws",
    });
    expect(withScans.headers.get("content-security-policy")).toMatch(/img-src [^;]*https:\/\/cards\.example/);
  });

  it("announces the reading's data with the page, so it downloads alongside the scripts", async () => {
    const id = crypto.randomUUID();
    const page = await app.request(`/tarot/reading/${id}`, { headers: { accept: "text/html" } }, env);
    expect(page.headers.get("link")).toBe(
      `</api/tarot/readings/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
    expect((await app.request("/portal", { headers: { accept: "text/html" } }, env)).headers.get("link")).toBeNull();
  });
});
