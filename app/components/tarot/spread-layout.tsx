/**
 * Where each card of a spread sits. Cards stay in spread order in the DOM
 * (keyboard and screen-reader order 1, 2, 3 …); only the placement changes.
 * The Celtic Cross is a plain grid on phones and the traditional cross beside
 * a staff of four on wide screens.
 */
import { Children, type ReactNode } from "react";
import type { SpreadType } from "../../../src/shared/statuses";

/**
 * Wide screens: four cross columns, a spacer, the staff. Eight half-height rows,
 * so the three-card-tall cross sits centred against the four-card staff.
 * The Challenge lies beside the Present rather than across it, so both stay easy to tap.
 */
export const CELTIC_CROSS_PLACES = [
  "lg:col-start-2 lg:row-start-4 lg:row-span-2", // 1 Present
  "lg:col-start-3 lg:row-start-4 lg:row-span-2", // 2 Challenge
  "lg:col-start-2 lg:col-span-2 lg:row-start-6 lg:row-span-2 lg:w-[calc(50%-0.5rem)] lg:justify-self-center", // 3 Foundation
  "lg:col-start-1 lg:row-start-4 lg:row-span-2", // 4 Recent Past
  "lg:col-start-2 lg:col-span-2 lg:row-start-2 lg:row-span-2 lg:w-[calc(50%-0.5rem)] lg:justify-self-center", // 5 Crown
  "lg:col-start-4 lg:row-start-4 lg:row-span-2", // 6 Near Future
  "lg:col-start-6 lg:row-start-7 lg:row-span-2", // 7 Self
  "lg:col-start-6 lg:row-start-5 lg:row-span-2", // 8 Environment
  "lg:col-start-6 lg:row-start-3 lg:row-span-2", // 9 Hopes/Fears
  "lg:col-start-6 lg:row-start-1 lg:row-span-2", // 10 Outcome
];

/** The wide-screen grid those places sit in: four cross columns, a narrow gap, the staff. */
export const CELTIC_CROSS_WIDE_GRID =
  "lg:grid-cols-[repeat(4,minmax(0,1fr))_0.5rem_minmax(0,1fr)] lg:grid-rows-8 lg:gap-x-4 lg:gap-y-2";

const LAYOUTS: Record<SpreadType, string> = {
  one_card: "mx-auto grid w-44 grid-cols-1 sm:w-52",
  three_card: "mx-auto grid max-w-2xl grid-cols-3 gap-3 sm:gap-6",
  celtic_cross: `mx-auto grid max-w-3xl grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-5 sm:gap-x-4 lg:max-w-[44rem] ${CELTIC_CROSS_WIDE_GRID}`,
};

export function SpreadLayout({ spreadType, children }: { spreadType: SpreadType; children: ReactNode }) {
  const items = Children.toArray(children);
  return (
    <ol className={LAYOUTS[spreadType]} data-spread={spreadType}>
      {items.map((child, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a spread's places are fixed and never reorder
          key={i}
          className={spreadType === "celtic_cross" ? (CELTIC_CROSS_PLACES[i] ?? "") : ""}
        >
          {child}
        </li>
      ))}
    </ol>
  );
}
