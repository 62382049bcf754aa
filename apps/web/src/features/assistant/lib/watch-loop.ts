import type { GenerationView } from "@sierra/shared";

export const isSettled = (view: Pick<GenerationView, "status">) => view.status === "completed" || view.status === "failed";

export interface WatchOptions {
  /** The job's event stream (ends on completed or failed, or when the connection drops). */
  open: (signal: AbortSignal) => AsyncIterable<GenerationView>;
  /** One read of the job, after a stream ended early. */
  fetchOnce: (signal: AbortSignal) => Promise<GenerationView>;
  onView: (view: GenerationView) => void;
  /** Aborted by the caller: the panel went away or the 5 minutes (spec section 9) ran out. */
  signal: AbortSignal;
  retryDelayMs?: number;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows a generation until it settles: its event stream first; when that ends without an
 * outcome (a proxy cut it, the server restarted) one read, then the stream again after a pause.
 * Resolves with the settled view, or null when the signal aborted first.
 */
export async function watchUntilSettled({ open, fetchOnce, onView, signal, retryDelayMs = 2_000 }: WatchOptions): Promise<GenerationView | null> {
  while (!signal.aborted) {
    try {
      for await (const view of open(signal)) {
        onView(view);
        if (isSettled(view)) return view;
      }
      const view = await fetchOnce(signal);
      onView(view);
      if (isSettled(view)) return view;
    } catch {
      // A dropped connection or a failed read: try again after the pause, until the signal says stop.
    }
    await pause(retryDelayMs, signal);
  }
  return null;
}
