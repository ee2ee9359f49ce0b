/** `npm run samples` (part): writes docs/samples/emails/ from the Worker's email templates. */
import fs from "node:fs";
import path from "node:path";
import { emailSampleFiles } from "./samples/emails";

const root = path.resolve(import.meta.dirname, "..");
for (const { file, contents } of emailSampleFiles()) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), contents);
  console.log(`  ${file}`);
}
