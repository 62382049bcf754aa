import type { GenerationRequest, GenerationView } from "@sierra/shared";
import type { TestClient } from "../../testing/test-client";
import type { ComposedRecipe, RecipeComposer } from "./composer";

export const request = (prompt: string, over: Partial<GenerationRequest> = {}): GenerationRequest => ({
  prompt,
  servings: null,
  mealType: null,
  cuisine: null,
  maxMinutes: null,
  ...over,
});

/** A composer that counts its calls per job prompt and can be slowed or made to fail. */
export function countingComposer(inner: RecipeComposer, opts: { delayMs?: number; fail?: () => Error | null } = {}) {
  const calls = new Map<string, number>();
  const composer: RecipeComposer = {
    async compose(req, constraints, signal): Promise<ComposedRecipe> {
      calls.set(req.prompt, (calls.get(req.prompt) ?? 0) + 1);
      if (opts.delayMs) await new Promise((resolve) => setTimeout(resolve, opts.delayMs));
      const error = opts.fail?.();
      if (error) throw error;
      return inner.compose(req, constraints, signal);
    },
  };
  return { composer, calls, total: () => [...calls.values()].reduce((a, b) => a + b, 0) };
}

/** An open generation stream: its events as they arrive, and whether the server ended it. */
export async function openStream(client: TestClient, id: string) {
  const res = await client.request(`/api/assistant/generations/${id}/events`);
  const events: GenerationView[] = [];
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop() ?? "";
      for (const block of blocks) {
        const data = block
          .split("\n")
          .filter((l) => l.startsWith("data: "))
          .map((l) => l.slice(6))
          .join("\n");
        if (data) events.push(JSON.parse(data) as GenerationView);
      }
    }
    ended = true;
  })().catch(() => undefined);
  return {
    res,
    events,
    ended: () => ended,
    /** Resolves once the server has ended the stream. */
    finished: () => reading,
    /** Waits until an event passes the check (or fails after a few seconds). */
    async until(check: (e: GenerationView) => boolean, timeoutMs = 10_000) {
      const start = Date.now();
      while (!events.some(check)) {
        if (Date.now() - start > timeoutMs) throw new Error(`no such event; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** The browser goes away. */
    close: () => reader.cancel(),
  };
}
