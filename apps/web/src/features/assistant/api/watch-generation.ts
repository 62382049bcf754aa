import type { GenerationView } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { readSseData } from "@/lib/sse";

/** GET /api/assistant/generations/:id: where a queued recipe generation is. */
export function fetchGeneration(id: string, signal?: AbortSignal): Promise<GenerationView> {
  return unwrap(api.assistant.generations[":id"].$get({ param: { id } }, { init: { signal } }));
}

const isView = (value: unknown): value is GenerationView =>
  typeof value === "object" && value !== null && typeof (value as GenerationView).id === "string" && typeof (value as GenerationView).status === "string";

/** GET /api/assistant/generations/:id/events: each change of the job, ending on completed or failed. */
export async function* generationEvents(id: string, signal: AbortSignal): AsyncGenerator<GenerationView> {
  const res = await api.assistant.generations[":id"].events.$get({ param: { id } }, { headers: { accept: "text/event-stream" }, init: { signal } });
  if (!res.ok || !res.body) {
    await unwrap(Promise.resolve(res));
    return;
  }
  for await (const data of readSseData(res.body, signal)) {
    try {
      const value: unknown = JSON.parse(data);
      if (isView(value)) yield value;
    } catch {
      // Not one of ours (a keep-alive with data): skip it.
    }
  }
}
