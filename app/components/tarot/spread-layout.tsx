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

/**
 * The saved reading's wide Celtic Cross: the session's places, but the Challenge lies across the
 * Present, turned a quarter (a reversed Challenge the other way), as a reader lays it on the
 * table. Only its picture moves: its position and name stay readable beside the cross, where the
 * card used to stand, and the DOM keeps spread order. The wider column gap leaves room for the
 * turned card (85% of the Present's size) between the Recent Past and the Challenge's caption.
 * Nothing changes below the lg breakpoint.
 */
export const SAVED_CROSS_WIDE_GRID =
  "lg:grid-cols-[repeat(4,minmax(0,1fr))_0.5rem_minmax(0,1fr)] lg:grid-rows-8 lg:gap-x-10 lg:gap-y-2";
const CHALLENGE = 1;

/** Where card `index` of the saved Celtic Cross sits on wide screens. */
export function savedCrossPlace(index: number): string {
  const place = CELTIC_CROSS_PLACES[index] ?? "";
  return index === CHALLENGE ? `${place} lg:relative lg:justify-center` : place;
}

/**
 * The Challenge's picture on wide screens: taken out of its caption's column and laid over the
 * Present's picture one column (and one 2.5rem gap) to the left, at the Present's picture's top
 * (below a one-line position label and the 0.5rem gap), turned a quarter.
 */
export function savedCrossImageClass(index: number, reversed: boolean): string {
  if (index !== CHALLENGE) return "";
  return `lg:absolute lg:top-7 lg:right-[calc(100%+2.5rem)] lg:scale-85 ${reversed ? "lg:-rotate-90" : "lg:rotate-90"} lg:shadow-xl lg:shadow-night-950/70`;
}

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
