/**
 * The vitest projects, one per layer of docs/quality.md: where each one's files are, and how many
 * of them run at once on this machine. vitest.config.ts builds its projects from this table and
 * scripts/test.mjs runs and reports them by it, so the two cannot disagree.
 *
 * Workers per project: the domain layer runs one file per core, and so do the Worker and
 * reliability layers in workerd (a runtime each). The security layer's files share one runtime:
 * none of them is about storage or a crash, and a runtime per file cost more than its tests did
 * (decision 0069). jsdom runs one file at a time; the browser journeys share one server and one
 * Chromium per shard, and the chaos tests kill their own server: one file at a time each.
 */
import { availableParallelism } from "node:os";
import path from "node:path";

const cores = availableParallelism();

export const PROJECTS = {
  domain: {
    include: ["test/domain/**/*.test.ts"],
    exclude: [],
    maxWorkers: cores,
    what: "the Node domain tests (deck, readers, story, art, PDFs)",
  },
  worker: {
    include: ["test/worker/**/*.test.ts"],
    exclude: [],
    maxWorkers: cores,
    what: "Worker tests in workerd",
  },
  reliability: {
    include: ["test/reliability/**/*.test.ts"],
    exclude: ["test/reliability/chaos/**"],
    maxWorkers: cores,
    what: "reliability (faults, races, fuzz) in workerd",
  },
  security: {
    include: ["test/security/**/*.test.ts"],
    exclude: [],
    maxWorkers: 1,
    what: "security in workerd",
  },
  chaos: {
    include: ["test/reliability/chaos/**/*.test.ts"],
    exclude: [],
    maxWorkers: 1,
    what: "chaos: the built shop under wrangler dev, killed",
  },
  app: {
    include: ["test/app/**/*.test.{ts,tsx}"],
    exclude: [],
    maxWorkers: 1,
    what: "components in jsdom",
  },
  e2e: {
    include: ["test/e2e/**/*.test.ts"],
    exclude: [],
    maxWorkers: 1,
    what: "browser journeys in Chromium",
  },
};

/** Whether a project-relative file belongs to a project. */
export function inProject(name, file) {
  const project = PROJECTS[name];
  if (!project) return false;
  return (
    project.include.some((glob) => path.matchesGlob(file, glob)) &&
    !project.exclude.some((glob) => path.matchesGlob(file, glob))
  );
}

/** The matcher scripts/vitest-run.mjs wants for a project. */
export const projectMatcher = (name) => ({ name, matches: (file) => inProject(name, file) });
