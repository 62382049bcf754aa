import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Auth } from "../auth/auth";
import type { Mailer } from "../adapters/mail";

export interface AppDeps {
  db: Database;
  dbKind: "pglite" | "postgres";
  env: Env;
  auth: Auth;
  mailer: Mailer;
  /** Injectable clock so time rules are testable. */
  now: () => Date;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: string;
  emailVerified: boolean;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
  };
}
