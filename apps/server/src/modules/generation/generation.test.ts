import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray } from "drizzle-orm";
import type { GenerationView, RecipeDetail, RecipeListResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser } from "../../testing/test-client";
import { mealGenerationQueue, preferences, recipes } from "../../db/schema";
import type { DashboardStats } from "../dashboard/service";
import { generationReasons, toRecipeInput, type RecipeComposer } from "./composer";
import { createLocalComposer } from "./local-composer";
import { claimNext, completeJob, enqueueGeneration, LEASE_MS, MAX_ATTEMPTS, readGeneration } from "./queue";
import { constraintsFor, countingComposer, openStream, request } from "./test-helpers";
import { startGenerationWorker } from "./worker";

// One file for every test that runs a worker: a worker claims any job in the database, so
// workers of two files running at once would take each other's jobs.
let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t2 = await createTestApp({}, { sameDatabaseAs: t });
});
afterAll(async () => {
  await t2.close();
  await t.close();
});

const local = () => createLocalComposer(t.db);
const jobRow = async (id: string) => (await t.db.select().from(mealGenerationQueue).where(eq(mealGenerationQueue.id, id)))[0]!;
const ownRecipes = async (userId: string) => (await t.db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId)))[0]!.n;

describe("a generation job", () => {
  it("completes with the user's own recipe: computed nutrition, attribution, the generated image, in their recipes and on the dashboard", async () => {
    const user = await signedInUser(t);
    const queued = await enqueueGeneration(t.db, user.id, request("a spicy lentil soup", { servings: 2 }));
    expect(queued).toEqual({ id: expect.any(String), status: "pending", recipeId: null, reason: null });
    const worker = startGenerationWorker(t.deps, { composer: local(), pollMs: 60_000 });
    await worker.drain();
    await worker.stop();

    const done = await user.client.json<GenerationView>(`/api/assistant/generations/${queued.id}`);
    expect(done).toEqual({ status: 200, body: { id: queued.id, status: "completed", recipeId: expect.any(String), reason: null } });
    const recipe = (await user.client.json<RecipeDetail>(`/api/recipes/${done.body.recipeId}`)).body;
    expect(recipe).toMatchObject({
      title: "Spicy Lentil Soup",
      user_id: user.id,
      serving_size: 2,
      source: "generated",
      image_url: `/api/recipes/${recipe.id}/image.svg`,
    });
    expect(recipe.nutrition?.calories).toBeGreaterThan(0);
    expect(recipe.attribution).toEqual({ chefs: [], inspiration: expect.stringMatching(/^Adapted by Sierra from Red Lentil and Cumin Soup/) });
    expect((await user.client.request(recipe.image_url!)).headers.get("content-type")).toMatch(/image\/svg\+xml/);
    const mine = (await user.client.json<RecipeListResponse>("/api/recipes?q=spicy lentil")).body.recipes.map((r) => r.id);
    expect(mine).toContain(recipe.id);
    // Recipes Generated counts the recipes Sierra saved for the user (they are the user's own).
    expect((await user.client.json<DashboardStats>("/api/dashboard/stats")).body.recipesGenerated).toBe(1);
  });

  it("respects allergies: a shellfish-allergic user asking for shrimp gets a shellfish-free recipe", async () => {
    const user = await signedInUser(t);
    await t.db
      .update(preferences)
      .set({ allergies: ["Shellfish"] })
      .where(eq(preferences.userId, user.id));
    const job = await enqueueGeneration(t.db, user.id, request("shrimp and grits"));
    const worker = startGenerationWorker(t.deps, { composer: local(), pollMs: 60_000 });
    await worker.drain();
    await worker.stop();
    const { recipeId } = await readGeneration(t.db, user.id, job.id);
    const recipe = (await user.client.json<RecipeDetail>(`/api/recipes/${recipeId}`)).body;
    expect(recipe.title).toBe("White Fish and Grits");
    expect(recipe.dietary_tags).toContain("shellfish-free");
    expect(recipe.household_conflicts).toEqual([]);
    expect(JSON.stringify([recipe.ingredients, recipe.steps])).not.toMatch(/shrimp|prawn/i);
  });

  it("never saves a recipe that breaks the household rule: hidden soy and fish, a diet, a member's allergy", async () => {
    const user = await signedInUser(t);
    await t.db
      .update(preferences)
      .set({ allergies: ["soy"], diets: ["vegetarian"] })
      .where(eq(preferences.userId, user.id));
    const added = await user.client.json("/api/profile/household/members", {
      method: "POST",
      json: { name: "Ana", calorie_goal: 1800, dietary_goal: "weight_maintenance", macro_goals: { protein: 30, carbs: 40, fat: 30 }, allergies: ["fish"] },
    });
    expect(added.status).toBe(201);
    const prompts = ["a miso soup", "a tofu stir fry", "teriyaki chicken", "a caesar salad", "pad thai", "a spicy lentil soup"];
    const jobs = await Promise.all(prompts.map((p) => enqueueGeneration(t.db, user.id, request(p))));
    const worker = startGenerationWorker(t.deps, { composer: local(), pollMs: 60_000 });
    await worker.drain();
    await worker.stop();
    let saved = 0;
    for (const job of jobs) {
      const view = await readGeneration(t.db, user.id, job.id);
      expect(["completed", "failed"]).toContain(view.status);
      if (view.status === "failed") {
        expect([generationReasons.allergies, generationReasons.diets, generationReasons.nothingFound]).toContain(view.reason);
        continue;
      }
      saved += 1;
      const recipe = (await user.client.json<RecipeDetail>(`/api/recipes/${view.recipeId}`)).body;
      expect(recipe.household_conflicts, recipe.title).toEqual([]);
    }
    // The lentil soup, at least, can be made for this household.
    expect(saved).toBeGreaterThan(0);
  });

  it("is the user's alone: another user gets 404 for the job and its stream", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const job = await enqueueGeneration(t.db, owner.id, request("a chicken curry"));
    expect((await other.client.json(`/api/assistant/generations/${job.id}`)).status).toBe(404);
    const stream = await other.client.request(`/api/assistant/generations/${job.id}/events`);
    expect(stream.status).toBe(404);
    expect(stream.headers.get("content-type")).toMatch(/application\/json/);
    await expect(readGeneration(t.db, other.id, job.id)).rejects.toMatchObject({ status: 404 });
    expect((await owner.client.json(`/api/assistant/generations/${job.id}`)).status).toBe(200);
    expect((await owner.client.json("/api/assistant/generations/not-a-uuid")).status).toBe(400);
    await t.db.delete(mealGenerationQueue).where(eq(mealGenerationQueue.id, job.id));
  });
});

describe("the generation stream", () => {
  it("delivers the state at once and the completion, from an instance other than the worker's, then ends", async () => {
    const user = await signedInUser(t);
    const job = await enqueueGeneration(t.db, user.id, request("a spicy lentil soup"));
    // The browser's stream is served by the second instance; the worker runs on the first.
    const stream = await openStream(user.client.onInstance(t2), job.id);
    expect(stream.res.headers.get("content-type")).toMatch(/text\/event-stream/);
    await stream.until((e) => e.status === "pending");
    const worker = startGenerationWorker(t.deps, { composer: local(), pollMs: 60_000 });
    await worker.drain();
    await worker.stop();
    await stream.until((e) => e.status === "completed");
    await stream.finished();
    expect(stream.ended()).toBe(true);
    const last = stream.events.at(-1)!;
    expect(last).toEqual({ id: job.id, status: "completed", recipeId: expect.any(String), reason: null });
    expect(stream.events.map((e) => e.status).filter((s, i, all) => all.indexOf(s) !== i)).toEqual([]);
    expect(t2.deps.generations.watcherCount()).toBe(0);
  });

  it("stops listening when the browser goes away", async () => {
    const user = await signedInUser(t);
    const job = await enqueueGeneration(t.db, user.id, request("a spicy lentil soup"));
    const stream = await openStream(user.client, job.id);
    await stream.until((e) => e.status === "pending");
    expect(t.deps.generations.watcherCount()).toBe(1);
    await stream.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.deps.generations.watcherCount()).toBe(0);
    await t.db.delete(mealGenerationQueue).where(eq(mealGenerationQueue.id, job.id));
  });
});

describe("the queue", () => {
  it("runs each job exactly once across two instances' workers", async () => {
    const users = await Promise.all([signedInUser(t), signedInUser(t), signedInUser(t)]);
    const prompts = ["a spicy lentil soup", "shrimp and grits", "chicken curry", "a noodle dish", "pancakes", "a tomato salad"];
    const jobs = await Promise.all(prompts.map((p, i) => enqueueGeneration(t.db, users[i % 3]!.id, request(p))));
    // Slow composers, so one worker is busy while the other claims.
    const one = countingComposer(createLocalComposer(t.db), { delayMs: 40 });
    const two = countingComposer(createLocalComposer(t2.db), { delayMs: 40 });
    const w1 = startGenerationWorker(t.deps, { composer: one.composer, pollMs: 60_000 });
    const w2 = startGenerationWorker(t2.deps, { composer: two.composer, pollMs: 60_000 });
    await Promise.all([w1.drain(), w2.drain()]);
    await Promise.all([w1.stop(), w2.stop()]);

    const rows = await t.db
      .select()
      .from(mealGenerationQueue)
      .where(
        inArray(
          mealGenerationQueue.id,
          jobs.map((j) => j.id),
        ),
      );
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(prompts.map(() => ["completed", 1]));
    for (const prompt of prompts) expect((one.calls.get(prompt) ?? 0) + (two.calls.get(prompt) ?? 0), prompt).toBe(1);
    expect(one.total()).toBeGreaterThan(0);
    expect(two.total()).toBeGreaterThan(0);
    const saved = await t.db
      .select({ n: count() })
      .from(recipes)
      .where(
        inArray(
          recipes.userId,
          users.map((u) => u.id),
        ),
      );
    expect(saved[0]!.n).toBe(prompts.length);
  });

  it("re-runs a job whose worker died once its lease runs out, and the dead worker's late result is dropped", async () => {
    const user = await signedInUser(t);
    const job = await enqueueGeneration(t.db, user.id, request("a spicy lentil soup"));
    const startedAt = new Date();
    const dead = (await claimNext(t.db, startedAt))!;
    expect(dead).toMatchObject({ id: job.id, attempt: 1 });
    expect((await jobRow(job.id)).status).toBe("running");

    // Another instance starts after the lease ran out and takes the job over.
    t2.setNow(new Date(startedAt.getTime() + LEASE_MS + 1_000));
    try {
      const worker = startGenerationWorker(t2.deps, { composer: createLocalComposer(t2.db), pollMs: 60_000 });
      await worker.drain();
      await worker.stop();
    } finally {
      t2.setNow(null);
    }
    expect(await jobRow(job.id)).toMatchObject({ status: "completed", attempts: 2 });
    const late = await completeJob(
      t.db,
      dead,
      toRecipeInput(await local().compose(request("a spicy lentil soup"), constraintsFor({}, { servings: 2 }), new AbortController().signal)),
      new Date(),
    );
    expect(late).toBeNull();
    expect(await ownRecipes(user.id)).toBe(1);
  });

  it("fails a job whose every attempt outlived its lease with 'Generation timed out'", async () => {
    const user = await signedInUser(t);
    const job = await enqueueGeneration(t.db, user.id, request("a spicy lentil soup"));
    const start = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // Each claim comes after the previous lease ran out: its instance died mid-job.
      expect(await claimNext(t.db, new Date(start + (attempt - 1) * (LEASE_MS + 1_000)))).toMatchObject({ id: job.id, attempt });
    }
    expect(await claimNext(t.db, new Date(start + MAX_ATTEMPTS * (LEASE_MS + 1_000)))).toBeNull();
    expect(await readGeneration(t.db, user.id, job.id)).toEqual({ id: job.id, status: "failed", recipeId: null, reason: generationReasons.timedOut });
    expect(await jobRow(job.id)).toMatchObject({ attempts: MAX_ATTEMPTS, lockedUntil: null, finishedAt: expect.any(Date) });
  });

  it("fails a job cleanly after the attempt cap when its composer keeps throwing, and at once when retrying cannot help", async () => {
    const user = await signedInUser(t);
    const job = await enqueueGeneration(t.db, user.id, request("a spicy lentil soup"));
    const broken = countingComposer(local(), { fail: () => new Error("model unreachable") });
    const logged: string[] = [];
    const start = Date.now();
    try {
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        // Each retry waits out its back-off (5 s, then 10 s): the clock moves instead of the test.
        t.setNow(new Date(start + attempt * 20_000));
        const worker = startGenerationWorker(t.deps, { composer: broken.composer, pollMs: 60_000, log: (l) => logged.push(l) });
        await worker.drain();
        await worker.stop();
        expect((await jobRow(job.id)).status).toBe(attempt < MAX_ATTEMPTS ? "pending" : "failed");
      }
    } finally {
      t.setNow(null);
    }
    expect(await readGeneration(t.db, user.id, job.id)).toEqual({ id: job.id, status: "failed", recipeId: null, reason: generationReasons.failed });
    expect(await jobRow(job.id)).toMatchObject({ attempts: MAX_ATTEMPTS, finishedAt: expect.any(Date) });
    expect(broken.total()).toBe(MAX_ATTEMPTS);
    expect(logged.filter((l) => l.includes("model unreachable"))).toHaveLength(MAX_ATTEMPTS);
    expect(await ownRecipes(user.id)).toBe(0);

    const refused = await enqueueGeneration(t.db, user.id, request("dragonfruit pavlova"));
    const worker = startGenerationWorker(t.deps, { composer: local(), pollMs: 60_000 });
    await worker.drain();
    await worker.stop();
    expect(await readGeneration(t.db, user.id, refused.id)).toMatchObject({ status: "failed", reason: generationReasons.nothingFound });
    expect(await jobRow(refused.id)).toMatchObject({ attempts: 1 });
  });

  it("gives the job in hand back untouched when the instance shuts down", async () => {
    const user = await signedInUser(t);
    const job = await enqueueGeneration(t.db, user.id, request("a spicy lentil soup"));
    let started!: () => void;
    const composing = new Promise<void>((resolve) => (started = resolve));
    // A composer that only ends when it is told to stop, like a model still answering.
    const endless: RecipeComposer = {
      compose: (_req, _constraints, signal) =>
        new Promise((_, reject) => {
          started();
          signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    };
    const worker = startGenerationWorker(t.deps, { composer: endless, pollMs: 60_000 });
    await composing;
    expect(await jobRow(job.id)).toMatchObject({ status: "running", attempts: 1 });
    await worker.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null });

    const next = startGenerationWorker(t.deps, { composer: local(), pollMs: 60_000 });
    await next.drain();
    await next.stop();
    expect(await jobRow(job.id)).toMatchObject({ status: "completed", attempts: 1 });
    expect(await ownRecipes(user.id)).toBe(1);
  });

  it("caps the jobs a user may have waiting", async () => {
    const user = await signedInUser(t);
    for (let i = 0; i < 5; i += 1) await enqueueGeneration(t.db, user.id, request(`soup number ${i}`));
    await expect(enqueueGeneration(t.db, user.id, request("one more soup"))).rejects.toMatchObject({ status: 429, code: "GENERATION_BUSY" });
    await expect(enqueueGeneration(t.db, user.id, request("x"))).rejects.toMatchObject({ status: 400 });
    await t.db.delete(mealGenerationQueue).where(and(eq(mealGenerationQueue.userId, user.id), eq(mealGenerationQueue.status, "pending")));
  });
});
