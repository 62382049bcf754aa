import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { join } from "node:path";

/** Starts the built server with extra env and waits until /api/ready answers. BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof") profiles it. */
export async function startServer(
  root: string,
  port: number,
  env: Record<string, string>,
  logName: string,
): Promise<{ url: string; stop: () => Promise<void>; child: ChildProcess }> {
  // A server left running on the port would answer the readiness check below and be measured instead.
  const taken = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use: stop what runs there before benchmarking`);
  const log = openSync(join(root, "bench-results", `${logName}.log`), "w");
  const child = spawn("node", [...(process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "apps/server/dist/index.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", BILLING_SANDBOX: "1", SEARCH_RATE_LIMIT: "0", ...env },
    stdio: ["ignore", log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i += 1) {
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        child,
        stop: () =>
          new Promise((resolve) => {
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server on ${port} did not become ready (bench-results/${logName}.log)`);
}

/** Signs in and returns the session cookie header. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  // The server's own origin (APP_URL defaults to http://localhost:PORT); anything else is refused as cross-site.
  const origin = `http://localhost:${new URL(url).port}`;
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Signs up and verifies through the API and the dev mailbox, as a person would (the server needs
 * the mailbox: NODE_ENV other than production, or MAILBOX_UI=1). `url` is the server's own origin.
 */
export async function signUp(url: string, email: string, password: string, name = "Bench Cook"): Promise<void> {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name, email, password, phoneNumber: "+1 (555) 123-4567" }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const html = await (await fetch(`${url}/dev/mailbox`)).text();
    const block = html.split("<article>").find((b) => b.includes(`To ${email}`));
    const link = block?.match(/href="([^"]+verify-email[^"]*)"/)?.[1]?.replace(/&amp;/g, "&");
    if (link) {
      await fetch(link, { redirect: "manual" });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("no verification mail");
}
