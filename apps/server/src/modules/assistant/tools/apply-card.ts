import { and, desc, eq, sql } from "drizzle-orm";
import type { AssistantCard, ChatMessage } from "@sierra/shared";
import { assistantMessages } from "../../../db/schema";
import { AppError } from "../../../http/errors";
import { addMeal } from "../../meal-plans/service";
import { ownMessage, saveCards, toChatMessage } from "../threads";
import type { ToolScope } from "./scope";
import { applyPreferenceChanges } from "./preference-changes";
import { listWords } from "../local-engine/wording";

type Proposal = Extract<AssistantCard, { kind: "plan" | "preferences" }>;
const isProposal = (card: AssistantCard): card is Proposal => (card.kind === "plan" || card.kind === "preferences") && card.status === "proposed";

/**
 * Applies a proposal the server stored: the meals of a plan card through the calendar's own
 * addMeal (which re-checks the subscription and today's cut-offs), or a preference change through
 * the profile's services. Returns the updated message and a sentence saying what was done.
 */
export async function applyCard(scope: ToolScope, messageId: string, cardId: string): Promise<{ message: ChatMessage; summary: string }> {
  const { db, now } = scope.deps;
  const row = await ownMessage(db, scope.me.id, scope.threadId, messageId);
  const card = row.cards.find((c) => c.id === cardId);
  if (!card || (card.kind !== "plan" && card.kind !== "preferences")) throw new AppError(404, "CARD_NOT_FOUND", "Nothing to confirm here");
  if (card.status !== "proposed")
    throw new AppError(409, "CARD_ALREADY_HANDLED", card.status === "applied" ? "Already added" : "This suggestion was set aside");
  let summary: string;
  let applied: Proposal;
  if (card.kind === "plan") {
    const added: typeof card.meals = [];
    const failed: string[] = [];
    for (const meal of card.meals) {
      try {
        await addMeal(db, scope.me.id, { date: meal.date, mealType: meal.mealType }, { recipeId: meal.recipeId }, now());
        added.push(meal);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failed.push(`${meal.title} (${error.message})`);
      }
    }
    if (added.length === 0) throw new AppError(422, "PLAN_NOT_ADDED", `None of these meals could be added: ${failed.join("; ")}`);
    const noun = added.length === 1 ? "meal" : "meals";
    summary = `Added ${added.length} ${noun} to your calendar.${failed.length ? ` I couldn't add ${listWords(failed)}.` : ""}`;
    applied = { ...card, status: "applied", meals: added };
  } else {
    await applyPreferenceChanges(db, scope.me, scope.ctx, card.changes);
    summary = `Saved: ${card.description.charAt(0).toLowerCase()}${card.description.slice(1)}.`;
    applied = { ...card, status: "applied" };
  }
  const message = await saveCards(
    db,
    row.id,
    row.cards.map((c) => (c.id === cardId ? applied : c)),
  );
  return { message, summary };
}

/** Setting a card aside needs no context: only the user and their thread. */
export async function dismissCard(scope: Pick<ToolScope, "deps" | "me" | "threadId">, messageId: string, cardId: string): Promise<ChatMessage> {
  const row = await ownMessage(scope.deps.db, scope.me.id, scope.threadId, messageId);
  const card = row.cards.find((c) => c.id === cardId);
  if (!card || !isProposal(card)) throw new AppError(404, "CARD_NOT_FOUND", "Nothing to set aside here");
  return saveCards(
    scope.deps.db,
    row.id,
    row.cards.map((c) => (c.id === cardId ? { ...card, status: "dismissed" as const } : c)),
  );
}

/** The newest message of the thread with a proposal still open ("yes" and "no" refer to it). */
export async function latestProposal(scope: ToolScope): Promise<{ message: ChatMessage; card: Proposal } | null> {
  const rows = await scope.deps.db
    .select()
    .from(assistantMessages)
    .where(
      and(
        eq(assistantMessages.threadId, scope.threadId),
        eq(assistantMessages.userId, scope.me.id),
        sql`${assistantMessages.cards} @> '[{"status":"proposed"}]'::jsonb`,
      ),
    )
    .orderBy(desc(assistantMessages.seq))
    .limit(1);
  const row = rows[0];
  const card = row?.cards.findLast(isProposal);
  return row && card ? { message: toChatMessage(row), card } : null;
}

/** "yes but not Tuesday": the plan card loses those meals before it is applied. */
export async function skipMeals(db: ToolScope["deps"]["db"], message: ChatMessage, cardId: string, skip: { date: string; mealType: string }[]): Promise<void> {
  const skipped = (m: { date: string; mealType: string }) => skip.some((s) => s.date === m.date && s.mealType === m.mealType);
  await saveCards(
    db,
    message.id,
    message.cards.map((c) => (c.id === cardId && c.kind === "plan" ? { ...c, meals: c.meals.filter((m) => !skipped(m)) } : c)),
  );
}
