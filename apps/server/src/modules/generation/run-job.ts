import type { Database } from "../../db/client";
import { GenerationError, generationReasons, toRecipeInput, type RecipeComposer } from "./composer";
import { readConstraints } from "./constraints";
import { completeJob, failJob, releaseJob, type Claim } from "./queue";
import { firstConflict } from "./safety";

export interface JobContext {
  db: Database;
  now: () => Date;
  composer: RecipeComposer;
  /** Aborted when the job's time is up or the instance is stopping. */
  signal: AbortSignal;
  /** True once the instance is stopping: an aborted job goes back to the queue untouched. */
  stopping: () => boolean;
  log: (line: string) => void;
}

function conflictReason(message: string): string {
  if (/household's allergy|does not suit your household/.test(message)) return generationReasons.allergies;
  if (/household's diet/.test(message)) return generationReasons.diets;
  return generationReasons.failed;
}

/** A composer that ignores its signal still loses the job when the time is up. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error("Generation aborted"));
    signal.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/**
 * One attempt at a job: compose, check, save. Whatever the composer returns is validated and
 * checked by the household rule here, and nutrition and tags are computed on the save from the
 * ingredients, so no composer's word is taken for any of them.
 */
export async function runJob(ctx: JobContext, claim: Claim): Promise<void> {
  try {
    const constraints = await readConstraints(ctx.db, claim.userId, claim.request);
    const composed = await untilAborted(ctx.composer.compose(claim.request, constraints, ctx.signal), ctx.signal);
    const input = toRecipeInput(composed);
    // A composed recipe's ingredients are lines of text (composedRecipeSchema).
    const lines = input.ingredients.filter((line): line is string => typeof line === "string");
    const conflict = firstConflict({ title: input.title, ingredients: lines }, constraints.limits);
    if (conflict) throw new Error(`Composed recipe breaks the household's ${conflict.kind}: ${conflict.reason}`);
    const recipeId = await completeJob(ctx.db, claim, input, ctx.now());
    if (!recipeId) ctx.log(`[generation] job ${claim.id} attempt ${claim.attempt} was taken over; its result is dropped`);
  } catch (error) {
    if (ctx.stopping() && ctx.signal.aborted) {
      await releaseJob(ctx.db, claim, ctx.now());
      return;
    }
    const known = error instanceof GenerationError;
    if (!known) ctx.log(`[generation] job ${claim.id} attempt ${claim.attempt} failed: ${(error as Error).message}`);
    // After the last attempt a model's recipe the household rule refused still reads as that reason.
    const reason = known ? error.reason : conflictReason((error as Error).message);
    await failJob(ctx.db, claim, reason, { retry: !known || error.retry, now: ctx.now() });
  }
}
