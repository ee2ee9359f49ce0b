import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute, stubApi } from "./render";

describe("legal pages", () => {
  it.each([
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/refunds", "Refund Policy"],
  ])(
    "%s has its heading, the 04 Oct 2025 date, canonical link and the configured support email",
    async (path, title) => {
      stubApi();
      renderRoute(path);
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText("04 Oct 2025")).toHaveAttribute("datetime", "2025-10-04");
      await waitFor(() =>
        expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `https://shop.example${path}`),
      );
      expect(document.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(50);
      const main = screen.getByRole("main");
      await waitFor(() =>
        expect(within(main).getAllByRole("link", { name: "help@shop.example" })[0]).toHaveAttribute(
          "href",
          "mailto:help@shop.example",
        ),
      );
    },
  );

  it("privacy covers collection, AI providers, hosting, retention, rights and 18+", async () => {
    stubApi();
    renderRoute("/privacy");
    await screen.findByRole("heading", { level: 1, name: "Privacy Policy" });
    const text = screen.getByRole("main").textContent ?? "";
    for (const topic of [/collect/i, /Workers AI/i, /Cloudflare/i, /retain|retention|keep/i, /right/i, /18/]) {
      expect(text).toMatch(topic);
    }
  });

  it("terms have 14 numbered sections", async () => {
    stubApi();
    renderRoute("/terms");
    await screen.findByRole("heading", { level: 1, name: "Terms of Service" });
    const sections = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(sections).toHaveLength(14);
    sections.forEach((title, i) => {
      expect(title).toMatch(new RegExp(`^${i + 1}\\. `));
    });
  });

  it("refunds cover the promise, requests, approval, timing, exclusions and redos", async () => {
    stubApi();
    renderRoute("/refunds");
    await screen.findByRole("heading", { level: 1, name: "Refund Policy" });
    const text = screen.getByRole("main").textContent ?? "";
    for (const topic of [/30.day/i, /48 hours/, /3 to 10 business days/, /redo/i, /exclu|not cover|doesn’t cover/i]) {
      expect(text).toMatch(topic);
    }
  });
});

describe("404 page", () => {
  it("reads 'Page Not Found' for any unknown path", async () => {
    stubApi();
    renderRoute("/definitely/not/here");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });
});

describe("site footer", () => {
  it("carries the entertainment-only notice on every page", async () => {
    stubApi();
    renderRoute("/refunds");
    await screen.findByRole("heading", { level: 1, name: "Refund Policy" });
    expect(within(screen.getByRole("contentinfo")).getByText("For entertainment purposes only.")).toBeInTheDocument();
  });
});
