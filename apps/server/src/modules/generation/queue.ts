import { and, asc, count, eq, inArray, isNull, lte, lt, or, sql } from "drizzle-orm";
import {
  generationParamsSchema,
  generationRequestSchema,
  type GenerationRequest,
  type GenerationStatus,
  type GenerationView,
  type RecipeInputValues,
} from "@sierra/shared";
import type { Database } from "../../db/client";
import { mealGenerationQueue as queue } from "../../db/schema";
import { AppError } from "../../http/errors";
import { insertRecipe } from "../recipes/service";
import { generationReasons } from "./composer";

/** Tries per job: a crash or a composer error is retried, then the job fails with its reason. */
export const MAX_ATTEMPTS = 3;
/** How long a claimed job is its worker's; past it (the instance died) another may take it. */
export const LEASE_MS = 2 * 60_000;
/** Jobs a user may have waiting or running at once. */
export const MAX_ACTIVE_PER_USER = 5;

/** A job a worker holds. `attempt` fences it: only the holder of that attempt may finish it. */
export interface Claim {
  id: string;
  userId: string;
  request: GenerationRequest;
  attempt: number;
}

const notFound = () => new AppError(404, "GENERATION_NOT_FOUND", "Generation not found");

function toView(row: { id: string; status: string; recipeId: string | null; reason: string | null }): GenerationView {
  return { id: row.id, status: row.status as GenerationStatus, recipeId: row.recipeId, reason: row.reason };
}

/** Queues a recipe for the user; the NOTIFY of migration 0013 wakes a worker on any instance. */
export async function enqueueGeneration(db: Database, userId: string, request: GenerationRequest): Promise<GenerationView> {
  const parsed = generationRequestSchema.safeParse(request);
  if (!parsed.success) throw new AppError(400, "INVALID_GENERATION", parsed.error.issues[0]?.message ?? "Invalid request");
  const [active] = await db
    .select({ n: count() })
    .from(queue)
    .where(and(eq(queue.userId, userId), inArray(queue.status, ["pending", "running"])));
  if ((active?.n ?? 0) >= MAX_ACTIVE_PER_USER) {
    throw new AppError(429, "GENERATION_BUSY", `Sierra is already writing ${MAX_ACTIVE_PER_USER} recipes for you. Please wait for one to finish.`);
  }
  const [row] = await db.insert(queue).values({ userId, request: parsed.data }).returning();
  return toView(row!);
}

/** The user's job; another user's is as unknown as a missing one (never say it exists). */
export async function readGeneration(db: Database, userId: string, id: string): Promise<GenerationView> {
  if (!generationParamsSchema.safeParse({ id }).success) throw notFound();
  const [row] = await db
    .select({ id: queue.id, status: queue.status, recipeId: queue.recipeId, reason: queue.reason })
    .from(queue)
    .where(and(eq(queue.id, id), eq(queue.userId, userId)));
  if (!row) throw notFound();
  return toView(row);
}

/**
 * Jobs whose lease ran out (their instance died mid-job) go back to the queue, or fail once
 * they have had all their attempts.
 */
export async function expireLeases(db: Database, now: Date): Promise<void> {
  const spent = sql`${queue.attempts} >= ${MAX_ATTEMPTS}`;
  await db
    .update(queue)
    .set({
      status: sql`case when ${spent} then 'failed' else 'pending' end`,
      reason: sql`case when ${spent} then ${generationReasons.timedOut} else null end`,
      finishedAt: sql`case when ${spent} then ${now.toISOString()}::timestamptz else null end`,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(and(eq(queue.status, "running"), lt(queue.lockedUntil, now)));
}

/**
 * Takes the oldest due job. SKIP LOCKED lets workers on every instance claim at once without
 * waiting on each other; the status check in the update keeps a job from being taken twice.
 */
export async function claimNext(db: Database, now: Date, leaseMs = LEASE_MS): Promise<Claim | null> {
  await expireLeases(db, now);
  const due = db
    .select({ id: queue.id })
    .from(queue)
    .where(and(eq(queue.status, "pending"), or(isNull(queue.lockedUntil), lte(queue.lockedUntil, now))))
    .orderBy(asc(queue.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(queue)
    .set({ status: "running", attempts: sql`${queue.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(and(inArray(queue.id, due), eq(queue.status, "pending")))
    .returning({ id: queue.id, userId: queue.userId, request: queue.request, attempt: queue.attempts });
  return row ?? null;
}

const held = (claim: Claim) => and(eq(queue.id, claim.id), eq(queue.status, "running"), eq(queue.attempts, claim.attempt));

/**
 * Saves the recipe as the user's own and completes the job in one transaction: a crash before
 * the commit leaves neither, so the re-run cannot make a second recipe. Null when the job is no
 * longer this worker's (its lease ran out and another worker took it).
 */
export async function completeJob(db: Database, claim: Claim, recipe: RecipeInputValues, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: queue.id }).from(queue).where(held(claim)).for("update");
    if (!row) return null;
    const recipeId = await insertRecipe(tx, claim.userId, recipe);
    await tx
      .update(queue)
      .set({ status: "completed", recipeId, reason: null, lockedUntil: null, finishedAt: now, updatedAt: now })
      .where(eq(queue.id, claim.id));
    return recipeId;
  });
}

/** Seconds before a failed attempt is tried again: 5, then 10. */
const backoffMs = (attempt: number) => 5_000 * attempt;

/** A failed attempt: tried again later while attempts remain and trying can help, else failed with the reason. */
export async function failJob(db: Database, claim: Claim, reason: string, opts: { retry: boolean; now: Date }): Promise<GenerationStatus | null> {
  const final = !opts.retry || claim.attempt >= MAX_ATTEMPTS;
  const [row] = await db
    .update(queue)
    .set(
      final
        ? { status: "failed", reason, lockedUntil: null, finishedAt: opts.now, updatedAt: opts.now }
        : { status: "pending", reason: null, lockedUntil: new Date(opts.now.getTime() + backoffMs(claim.attempt)), updatedAt: opts.now },
    )
    .where(held(claim))
    .returning({ status: queue.status });
  return (row?.status as GenerationStatus | undefined) ?? null;
}

/** Gives a job back untouched (the instance is shutting down): the attempt does not count. */
export async function releaseJob(db: Database, claim: Claim, now: Date): Promise<void> {
  await db
    .update(queue)
    .set({ status: "pending", attempts: sql`${queue.attempts} - 1`, lockedUntil: null, updatedAt: now })
    .where(held(claim));
}
