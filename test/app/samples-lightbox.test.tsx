import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderRoute, stubApi } from "./render";

// The real lightbox, wrapped so the test can see when its chunk is first imported.
const lightboxChunk = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock("../../app/components/landing/samples-lightbox", async (importOriginal) => {
  lightboxChunk.loaded();
  return importOriginal();
});

async function renderGallery() {
  stubApi();
  renderRoute("/");
  const gallery = await screen.findByRole("region", { name: "A glimpse inside a pack" });
  const thumbnails = within(gallery).getAllByRole("button", { name: /^View larger:/ });
  return { gallery, thumbnails, user: userEvent.setup() };
}

function counter(dialog: HTMLElement) {
  return within(dialog).getByText(/^\d of 6$/).textContent;
}

describe("samples gallery", () => {
  it("shows six lazily loaded thumbnails with their sizes, alt text and captions", async () => {
    const { gallery, thumbnails } = await renderGallery();
    expect(thumbnails).toHaveLength(6);
    const images = within(gallery).getAllByRole("img");
    expect(images.map((img) => img.getAttribute("src"))).toEqual([
      "/samples/oracle-gratitude.png",
      "/samples/card-1.png",
      "/samples/card-2.png",
      "/samples/card-3.png",
      "/samples/storybook-city.png",
      "/samples/oracle-protection.png",
    ]);
    for (const img of images) {
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).toHaveAttribute("decoding", "async");
      expect(Number(img.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
      expect(img.getAttribute("alt")?.length).toBeGreaterThan(30);
    }
    expect(within(gallery).getAllByRole("figure")).toHaveLength(6);
  });
});

describe("samples lightbox", () => {
  it("loads only when opened, then shows the image, its caption and '1 of 6'", async () => {
    const { thumbnails, user } = await renderGallery();
    expect(lightboxChunk.loaded).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(thumbnails[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Gratitude" });
    expect(lightboxChunk.loaded).toHaveBeenCalledTimes(1);
    expect(counter(dialog)).toBe("1 of 6");
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", "/samples/oracle-gratitude.png");
    const caption = within(dialog).getByText(/From the free oracle pack: Gratitude/);
    expect(caption.closest("[aria-live='polite']")).not.toBeNull();
    expect(dialog).toHaveAccessibleDescription(/From the free oracle pack: Gratitude/);
  });

  it("opens from the keyboard with Enter", async () => {
    const { thumbnails, user } = await renderGallery();
    thumbnails[2]?.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Your Moon: Waning Gibbous" });
    expect(counter(dialog)).toBe("3 of 6");
  });

  it("moves with the arrow keys and wraps around at both ends", async () => {
    const { thumbnails, user } = await renderGallery();
    await user.click(thumbnails[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog");

    await user.keyboard("{ArrowLeft}");
    expect(counter(dialog)).toBe("6 of 6");
    expect(within(dialog).getByRole("heading", { name: "Protection" })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(counter(dialog)).toBe("1 of 6");
    await user.keyboard("{ArrowRight}");
    expect(counter(dialog)).toBe("2 of 6");
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", "/samples/card-1.png");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(counter(dialog)).toBe("6 of 6");
  });

  it("moves with the Previous and Next buttons, wrapping around", async () => {
    const { thumbnails, user } = await renderGallery();
    await user.click(thumbnails[5] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Protection" });
    expect(counter(dialog)).toBe("6 of 6");

    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    expect(counter(dialog)).toBe("1 of 6");
    expect(within(dialog).getByRole("heading", { name: "Gratitude" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(counter(dialog)).toBe("6 of 6");
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(counter(dialog)).toBe("5 of 6");
    expect(within(dialog).getByRole("heading", { name: "Hobart by Night" })).toBeInTheDocument();
  });

  it("keeps focus inside while open", async () => {
    const { thumbnails, user } = await renderGallery();
    await user.click(thumbnails[1] as HTMLElement);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it("closes on Escape and gives focus back to the thumbnail", async () => {
    const { thumbnails, user } = await renderGallery();
    await user.click(thumbnails[2] as HTMLElement);
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(thumbnails[2]).toHaveFocus());
  });

  it("returns focus to the thumbnail of the image last shown", async () => {
    const { thumbnails, user } = await renderGallery();
    await user.click(thumbnails[2] as HTMLElement);
    await screen.findByRole("dialog");
    await user.keyboard("{ArrowRight}");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(thumbnails[3]).toHaveFocus());
  });

  it("closes when the backdrop is clicked, but not when the picture is", async () => {
    const { thumbnails, user } = await renderGallery();
    await user.click(thumbnails[4] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Hobart by Night" });
    await user.click(within(dialog).getByRole("img"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(dialog);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(thumbnails[4]).toHaveFocus());
  });
});
