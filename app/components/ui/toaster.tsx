import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { dismissToast, useToasts } from "../../hooks/use-toast";

/** docs/product/screens.md, Toasts: 5000 ms by default, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl shadow-black/40 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 motion-safe:transition-all ${
            item.variant === "destructive"
              ? "border-danger/60 bg-[#3a0d1a] text-parchment"
              : "border-gold-500/50 bg-night-800 text-parchment"
          }`}
        >
          <div className="grid gap-1">
            {item.title ? <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title> : null}
            {item.description ? (
              <ToastPrimitive.Description className="text-sm text-mist">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md p-1 text-mist hover:text-parchment"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* At the top on a phone: at the bottom a toast would cover the quiz's Back and Continue, and
          the page's own calls to action, for its five seconds. */}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className="fixed top-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:right-4 sm:bottom-4"
      />
    </ToastPrimitive.Provider>
  );
}
