/**
 * One symbolic illustration per storybook panel (PANEL_SCENES): no faces, no
 * figures; constellations, the birth moon, the element, a skyline or open
 * horizon, a threshold, the ruling planet, two paths, a union of stars.
 * Deterministic from the seed; varied by the inputs.
 *
 * Each kind of picture lives in panels/: the sky (constellation, moon, planet),
 * the element, the town, the threshold, and the meeting (paths, union); what
 * they share (the panel's size, its context and caption) in panels/shared.ts.
 */

import type { Scene } from "../../art/scene";
import type { BirthSky, PanelScene, SoulmateInputs, StoryPanel } from "../types";
import { rng } from "./common";
import { elementScene } from "./panels/element";
import { pathsScene, unionScene } from "./panels/meeting";
import type { Ctx } from "./panels/shared";
import { constellationScene, moonScene, planetScene } from "./panels/sky";
import { thresholdScene } from "./panels/threshold";
import { cityScene } from "./panels/town";

export { PANEL_H, PANEL_W } from "./panels/shared";
export { planetPhase, planetShapes, SKY_TURN_CENTRE } from "./panels/sky";

const BUILDERS: Record<PanelScene, (ctx: Ctx, seed: string) => Scene> = {
  constellation: constellationScene,
  moon: moonScene,
  element: elementScene,
  city: cityScene,
  threshold: thresholdScene,
  planet: planetScene,
  paths: pathsScene,
  union: unionScene,
};

/** The art for a scene kind: PANEL_W × PANEL_H mm. */
export function panelArt(
  scene: PanelScene,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  opts: { plain?: boolean; variant?: string } = {},
): Scene {
  const build = BUILDERS[scene];
  if (!build) throw new Error(`Unknown panel scene ${String(scene)}`);
  const r = rng(seed, "panel", scene, opts.variant, sky.sign, inputs.city, inputs.birthday.day, inputs.birthday.month);
  return build({ sky, inputs, r, plain: opts.plain }, seed);
}

/** The illustration for one panel: PANEL_W × PANEL_H mm. */
export function panelScene(panel: StoryPanel, sky: BirthSky, inputs: SoulmateInputs, seed: string): Scene {
  return panelArt(panel.scene, sky, inputs, seed);
}
