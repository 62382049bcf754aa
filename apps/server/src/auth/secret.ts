import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** AUTH_SECRET, or one generated once and kept in DATA_DIR with mode 0600. */
export function loadAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
