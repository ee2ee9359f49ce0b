/**
 * The built shop (dist/), made once if it is missing: the Worker tests serve pages from the
 * assets binding, and the browser journeys and the chaos test run the built Worker. `npm test`
 * builds first anyway; this lets one project or one file run on a fresh clone too.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { OFFLINE_ENV } from "./offline-env.mjs";

const root = path.resolve(import.meta.dirname, "..");

export function ensureBuild() {
  if (existsSync(path.join(root, "dist", "client", "index.html"))) return;
  process.stderr.write("No build found: running `npm run build` first.\n");
  execFileSync("npm", ["run", "--silent", "build"], {
    cwd: root,
    env: { ...process.env, ...OFFLINE_ENV, PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}` },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
