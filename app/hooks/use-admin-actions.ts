/**
 * Replay, refund and an email's re-send as mutations, with the required toasts (docs/product/screens.md,
 * Admin dashboard) and the lists refetched 1 s after a replay, when the first jobs have had a moment to move.
 */
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys, refundOrder, replayOrder, resendEmail } from "../components/admin/admin-api";
import { emailKindLabel, errorMessage, shortId } from "../components/admin/format";
import type { AdminEmailRow, AdminOrderDetail } from "../lib/api-types";
import { toast } from "./use-toast";

export const REFETCH_AFTER_REPLAY_MS = 1_000;

/** Everything a replay, refund or re-send can change on screen (a refund and a replay send emails too). */
function useRefreshAdminLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        adminKeys.ordersAll,
        adminKeys.jobsAll,
        adminKeys.stats,
        adminKeys.orderAll,
        adminKeys.audit,
        adminKeys.emailsAll,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
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

/** Puts a failed email back on the queue; the answer is the email as it now stands. */
export function useResendEmail(adminKey: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAdminLists();
  return useMutation({
    mutationFn: (email: AdminEmailRow) => resendEmail(adminKey, email.id),
    onSuccess: ({ email }) => {
      // The answer shows the row as it now is, at once: no second Re-send offered while the lists refetch.
      const swap = (rows: AdminEmailRow[]) => rows.map((row) => (row.id === email.id ? email : row));
      queryClient.setQueriesData<InfiniteData<{ emails: AdminEmailRow[] }>>(
        { queryKey: adminKeys.emailsAll },
        (data) =>
          data ? { ...data, pages: data.pages.map((page) => ({ ...page, emails: swap(page.emails) })) } : data,
      );
      queryClient.setQueriesData<AdminOrderDetail>({ queryKey: adminKeys.order(email.orderId) }, (data) =>
        data ? { ...data, emails: swap(data.emails) } : data,
      );
      toast({
        title: "Email queued to send again",
        description: `${emailKindLabel(email.kind)} to ${email.recipient}, order ${shortId(email.orderId)}.`,
      });
      void refresh();
    },
    onError: (error) => {
      toast({ title: "Re-send failed", description: errorMessage(error), variant: "destructive" });
      // A 409 means the email moved on (sent, or queued by a colleague): show it as it is now.
      void refresh();
    },
  });
}
