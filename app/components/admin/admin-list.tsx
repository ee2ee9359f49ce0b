/**
 * One admin list, whatever it lists: pages fetched newest first with the
 * server's cursor, a toolbar with a Refresh button, the loading and error
 * states, the table (or phone cards) and "Load more" while pages remain.
 */
import { type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DataTable, type DataTableProps } from "./data-table";
import { humanise } from "./format";
import { ErrorNote, RefreshButton, secondaryButton } from "./ui";

/** While a row on screen is still moving, look again this often, so a replay can be watched to the end. */
export const LIVE_REFRESH_MS = 10_000;

type AdminListProps<Page extends { nextCursor: string | null }, Row> = Omit<DataTableProps<Row>, "rows"> & {
  queryKey: QueryKey;
  fetchPage: (cursor: string | undefined) => Promise<Page>;
  rowsOf: (page: Page) => Row[];
  /** Rows still in flight keep the list refreshing every LIVE_REFRESH_MS; without it the list waits to be asked. */
  isLive?: (row: Row) => boolean;
  /** Left of the Refresh button: a filter, a heading or a note. */
  toolbar: ReactNode;
  refreshLabel: string;
  /** The title of the error box, e.g. 'Failed to fetch orders' (docs/product/screens.md). */
  failureText: string;
};

export function AdminList<Page extends { nextCursor: string | null }, Row>({
  queryKey,
  fetchPage,
  rowsOf,
  isLive,
  toolbar,
  refreshLabel,
  failureText,
  ...table
}: AdminListProps<Page, Row>) {
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      isLive && query.state.data?.pages.some((page) => rowsOf(page).some(isLive)) ? LIVE_REFRESH_MS : false,
  });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {toolbar}
        <RefreshButton label={refreshLabel} busy={list.isFetching} onClick={() => void list.refetch()} />
      </div>
      {list.isPending ? (
        <p role="status" className="text-mist">
          Loading…
        </p>
      ) : list.isError ? (
        <ErrorNote title={failureText} error={list.error} />
      ) : (
        <>
          <DataTable rows={list.data.pages.flatMap(rowsOf)} {...table} />
          {list.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <button
                type="button"
                onClick={() => void list.fetchNextPage()}
                disabled={list.isFetchingNextPage}
                className={secondaryButton}
              >
                {list.isFetchingNextPage ? "Loading…" : "Load more"}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A filtered list's name and its empty message: "Orders: Failed" / "No failed orders.", or "Orders" / "No orders yet." */
export function filteredListText(noun: string, status: string) {
  return status
    ? { caption: `${humanise(noun)}: ${humanise(status)}`, empty: `No ${humanise(status).toLowerCase()} ${noun}.` }
    : { caption: humanise(noun), empty: `No ${noun} yet.` };
}
