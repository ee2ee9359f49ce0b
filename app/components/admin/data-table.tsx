/**
 * One list, two layouts: a table from 768 px up (scrolls sideways if it must),
 * and below that a stack of cards, each row a labelled list, so a phone never
 * needs a sideways scroll to read an order. Only one layout is rendered.
 */
import type { ReactNode } from "react";
import { useMediaQuery } from "../../hooks/use-media-query";
import { StatusBadge } from "./ui";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for the table cell (width, wrapping). */
  className?: string;
  /** Left out of a phone card because the card's title already shows it. */
  inTitle?: boolean;
};

export type DataTableProps<Row> = {
  caption: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The card's heading on a phone (the row's identity, e.g. the short order id). */
  title: (row: Row) => ReactNode;
  actions?: (row: Row) => ReactNode;
  empty: string;
};

export function DataTable<Row>({ caption, rows, columns, rowKey, title, actions, empty }: DataTableProps<Row>) {
  const wide = useMediaQuery("(min-width: 768px)");
  if (rows.length === 0) {
    return <p className="rounded-xl border border-night-700 bg-night-900/70 p-6 text-center text-mist">{empty}</p>;
  }
  if (!wide) {
    return (
      <ul aria-label={caption} className="grid gap-3">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-xl border border-night-700 bg-night-900/80 p-4">
            <div className="font-semibold text-parchment">{title(row)}</div>
            <dl className="mt-2 grid grid-cols-[minmax(6.5rem,auto)_1fr] gap-x-3 gap-y-1.5 text-sm">
              {columns
                .filter((column) => !column.inTitle)
                .map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-mist">{column.header}</dt>
                    <dd className="min-w-0 break-words text-parchment">{column.cell(row)}</dd>
                  </div>
                ))}
            </dl>
            {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions(row)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-night-700 bg-night-900/70">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-night-800/80 text-gold-200">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-3 py-2.5 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-night-700 align-top hover:bg-night-800/50">
              {columns.map((column) => (
                <td key={column.header} className={`px-3 py-2 text-parchment ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ))}
              {actions ? (
                <td className="px-3 py-1.5">
                  <div className="flex flex-wrap justify-end gap-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A phone card's heading: the row's name on the left, its status badge on the right. */
export function RowTitle({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span className="flex items-center justify-between gap-2">
      {children}
      <StatusBadge status={status} />
    </span>
  );
}
