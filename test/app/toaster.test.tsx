import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DURATION_MS, Toaster } from "../../app/components/ui/toaster";
import { dismissToast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toast } from "../../app/hooks/use-toast";

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("Toaster (docs/product/screens.md, Toasts)", () => {
  it("shows at most one toast: a newer one replaces the older", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Coupon Applied!", description: "first" });
      toast({ title: "Invalid Coupon", description: "Coupon code not valid", variant: "destructive" });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(screen.queryByText("Coupon Applied!")).not.toBeInTheDocument();
    expect(screen.getByText("Invalid Coupon")).toBeInTheDocument();
    expect(screen.getByText("Coupon code not valid")).toBeInTheDocument();
  });

  it("closes after the 5000 ms default", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Link Copied" });
    });
    expect(screen.getByText("Link Copied")).toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS + 500);
    });
    expect(screen.queryByText("Link Copied")).not.toBeInTheDocument();
  });

  it("keeps a dismissed toast in the store for 1000000 ms", () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it("can be dismissed with its close button", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Logged out" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Logged out")).not.toBeInTheDocument();
  });

  it("moves focus to the notification region on F8", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Admin access granted" });
    });
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    const region = screen.getByRole("region", { name: /Notification/ });
    expect(region.contains(document.activeElement) || region === document.activeElement).toBe(true);
  });
});
