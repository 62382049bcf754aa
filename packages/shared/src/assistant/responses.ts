import { z } from "zod";
import { MEAL_TYPES } from "../billing/subscription";
import { DIETS } from "../food/marks";
import { generationViewSchema } from "./generation-responses";
import type { AssistantCard, AssistantStatus, ChatMessage, ChatStreamEvent, CurrentThreadResponse, ThreadSummary } from "./api";

/** The answers of /api/assistant as schemas, for the OpenAPI document (docs/decisions/055). */

const cardStatus = z.enum(["proposed", "applied", "dismissed"]);
const cardMealSchema = z.object({
  date: z.string(),
  mealType: z.enum(MEAL_TYPES),
  recipeId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  minutes: z.number().nullable(),
  calories: z.number().nullable().meta({ description: "Per serving." }),
});
const cardRecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  minutes: z.number().nullable(),
  calories: z.number().nullable(),
  cuisine: z.string().nullable(),
});
const preferenceChangesSchema = z.object({
  addAllergies: z.array(z.string()).optional(),
  removeAllergies: z.array(z.string()).optional(),
  addDislikes: z.array(z.string()).optional(),
  removeDislikes: z.array(z.string()).optional(),
  addDiets: z.array(z.enum(DIETS)).optional(),
  removeDiets: z.array(z.enum(DIETS)).optional(),
  addCuisines: z.array(z.string()).optional(),
  householdSize: z.number().optional(),
  calorieGoal: z.number().optional(),
  varietyPreference: z.number().optional(),
});

export const assistantCardSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("plan"), id: z.string(), status: cardStatus, meals: z.array(cardMealSchema), summary: z.string() }),
  z.object({ kind: z.literal("meals"), id: z.string(), meals: z.array(cardMealSchema) }),
  z.object({ kind: z.literal("recipes"), id: z.string(), recipes: z.array(cardRecipeSchema) }),
  z.object({
    kind: z.literal("generation"),
    id: z.string(),
    generationId: z.string(),
    status: generationViewSchema.shape.status,
    recipeId: z.string().nullable(),
    title: z.string().nullable(),
    reason: z.string().nullable(),
  }),
  z.object({ kind: z.literal("preferences"), id: z.string(), status: cardStatus, changes: preferenceChangesSchema, description: z.string() }),
]);

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
  cards: z.array(assistantCardSchema),
});

export const assistantStatusSchema = z.object({ ready: z.boolean(), engine: z.enum(["local", "openai-compatible"]), label: z.string() });
export const currentThreadSchema = z.object({ threadId: z.string(), messages: z.array(chatMessageSchema) });
const threadSummarySchema = z.object({ id: z.string(), title: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() });
export const threadListSchema = z.object({ threads: z.array(threadSummarySchema) });
export const cardConfirmedSchema = z.object({ message: chatMessageSchema, reply: chatMessageSchema.nullable() });
export const cardDismissedSchema = z.object({ message: chatMessageSchema });

/** One `data:` line of the answer to a sent message. */
export const chatStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("user-message"), message: chatMessageSchema }),
  z.object({ type: z.literal("text-delta"), delta: z.string() }),
  z.object({ type: z.literal("assistant-message"), message: chatMessageSchema }),
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
  z.object({ type: z.literal("done") }),
]);

// The interfaces stay the names screens use; these lines fail to compile if a schema drifts from them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>() => undefined as unknown as T;
agree<Same<z.infer<typeof assistantCardSchema>, AssistantCard>>();
agree<Same<z.infer<typeof chatMessageSchema>, ChatMessage>>();
agree<Same<z.infer<typeof assistantStatusSchema>, AssistantStatus>>();
agree<Same<z.infer<typeof currentThreadSchema>, CurrentThreadResponse>>();
agree<Same<z.infer<typeof threadSummarySchema>, ThreadSummary>>();
agree<Same<z.infer<typeof chatStreamEventSchema>, ChatStreamEvent>>();
