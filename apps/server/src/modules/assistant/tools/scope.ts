import type { AppDeps } from "../../../app-deps";
import type { SessionUser } from "../../../http/context";
import type { AssistantContext } from "../../../adapters/llm/engine";

/** Who the tools act for: the session's user, in one of their own threads. Nothing else. */
export interface ToolScope {
  deps: AppDeps;
  me: SessionUser;
  ctx: AssistantContext;
  threadId: string;
}

export const newCardId = () => crypto.randomUUID().slice(0, 8);
