/**
 * Runs before `npm run dev`: on a fresh clone there is no .dev.vars, so copy
 * .dev.vars.example to it. That gives the local admin key (and leaves PayPal
 * and signing off, as their values are empty). An existing .dev.vars is the
 * developer's own and is never touched.
 *
 *   node scripts/ensure-dev-vars.mjs [project-folder]
 */
import { constants, copyFileSync, existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const example = path.join(root, ".dev.vars.example");
const target = path.join(root, ".dev.vars");

if (!existsSync(example)) {
  console.warn("ensure-dev-vars: no .dev.vars.example to copy; leaving things as they are.");
} else {
  try {
    // COPYFILE_EXCL: fail rather than overwrite, even if .dev.vars appears in the meantime.
    copyFileSync(example, target, constants.COPYFILE_EXCL);
    console.log("Created .dev.vars from .dev.vars.example: /admin opens with ADMIN_KEY=local-dev-admin-key.");
  } catch (error) {
    if (error?.code !== "EEXIST") throw error;
  }
}
