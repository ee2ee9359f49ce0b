/**
 * Replay and refund as mutations, with the required toasts (docs/product/screens.md, Admin dashboard) and the lists
 * refetched 1 s after a replay, when the first jobs have had a moment to move.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys, refundOrder, replayOrder } from "../components/admin/admin-api";
import { errorMessage, shortId } from "../components/admin/format";
import { toast } from "./use-toast";

export const REFETCH_AFTER_REPLAY_MS = 1_000;

/** Everything a replay or refund can change on screen. */
function useRefreshAdminLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminKeys.ordersAll, adminKeys.jobsAll, adminKeys.stats, adminKeys.orderAll, adminKeys.audit].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useReplayOrder(adminKey: string) {
  const refresh = useRefreshAdminLists();
  return useMutation({
    mutationFn: (orderId: string) => replayOrder(adminKey, orderId),
    onSuccess: () => {
      toast({ title: "Order replay initiated" });
      // Not cancelled when the row or dialog that asked goes away (a tab switch, Close):
      // the lists live in the query client, and they still need the refetch.
      setTimeout(() => void refresh(), REFETCH_AFTER_REPLAY_MS);
    },
    onError: (error) => {
      toast({ title: "Replay failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}

export function useRefundOrder(adminKey: string) {
  const refresh = useRefreshAdminLists();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) => refundOrder(adminKey, orderId, reason),
    onSuccess: (answer) => {
      toast({
        title: "Order refunded",
        description:
          answer.provider === "paypal"
            ? `Order ${shortId(answer.orderId)}: PayPal refund ${answer.refundStatus === "PENDING" ? "pending" : "sent"}.`
            : `Order ${shortId(answer.orderId)} is marked refunded (no payment provider involved).`,
      });
      void refresh();
    },
    onError: (error) => {
      toast({ title: "Refund failed", description: errorMessage(error), variant: "destructive" });
      // The audit log has a new row even when nothing else changed.
      void refresh();
    },
  });
}
