/**
 * Runs an HTTP fake in a Node process of its own and answers its base URL.
 *
 * In vitest's main process a fake shares the event loop with the module transforms and the
 * pool's traffic, and on a busy machine it answered the Worker's calls only after the shop's
 * 10 s PayPal limit (a capture race answered 500, a webhook check 401). In its own process it
 * answers as soon as it is asked, as PayPal's servers would.
 *
 * Parent side: `startInOwnProcess("paypal")` → { url, stop }. Child side: this file run with
 * the fake's name as its argument.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

const FAKES = {
  paypal: async () => (await import("./paypal-fake.mjs")).createPayPalFake(),
  sentry: async () => (await import("./sentry-fake.mjs")).createSentryFake(),
};

/** Starts the named fake in a child process; resolves once it listens. */
export function startInOwnProcess(name) {
  const child = fork(fileURLToPath(import.meta.url), [name], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the ${name} fake exited (${code}) before it listened`)));
    child.once("message", (message) => {
      child.removeAllListeners("exit");
      resolve({
        url: message.url,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const make = FAKES[process.argv[2]];
  if (!make || !process.send) {
    console.error(`usage: fork own-process.mjs <${Object.keys(FAKES).join("|")}>`);
    process.exit(2);
  }
  const fake = await make();
  const url = await fake.listen();
  process.send({ url });
  // The parent going away (a killed test run) ends the fake too.
  process.on("disconnect", () => process.exit(0));
  process.on("SIGTERM", () => {
    // A keep-alive connection the Worker left open must not hold the run's teardown.
    setTimeout(() => process.exit(0), 2_000).unref();
    void fake.close().then(() => process.exit(0));
  });
}
