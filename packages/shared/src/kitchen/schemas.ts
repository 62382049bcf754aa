import { z } from "zod";
import { addDays, daysBetween, isIsoDate, type IsoDate } from "../meal-plans/dates";
import { resolveUnit } from "../recipes/units";

export const PANTRY_LOCATIONS = ["fridge", "freezer", "cupboard"] as const;
export type PantryLocation = (typeof PANTRY_LOCATIONS)[number];

/** Longest range one list covers: a month of dinners is the most anyone shops for at once. */
export const MAX_LIST_DAYS = 31;
/** A list's default range: today and the six days after. */
export const DEFAULT_LIST_DAYS = 7;
export const MAX_LIST_ITEMS = 5000;

export const kitchenMessages = {
  name: "Enter a food",
  nameTooLong: "Keep the name under 120 characters",
  quantity: "Quantity must be a number",
  quantityPositive: "Quantity must be more than 0",
  quantityTooLarge: "Quantity must be at most 100000",
  unitTooLong: "Unit must be at most 30 characters",
  location: "Choose fridge, freezer or cupboard",
  date: "Dates must look like 2026-11-21",
  nothingToChange: "Nothing to change",
  listName: "Name the list",
  listNameTooLong: "Keep the list name under 80 characters",
  rangeOrder: "The range must end on or after its start",
  rangeTooLong: `Choose at most ${MAX_LIST_DAYS} days`,
  checked: "checked must be true or false",
  leftovers: "Type what is left over, or use the pantry's use-soon items",
  leftoversTooLong: "Keep the leftovers under 500 characters",
  recipeIds: "Invalid recipe ID format",
  tooManyRecipes: "Ask for at most 50 recipes at once",
  itemNotFound: "Pantry item not found",
  listNotFound: "Shopping list not found",
  listItemNotFound: "List item not found",
  listFull: `A list holds at most ${MAX_LIST_ITEMS} items`,
  notCooked: "This meal is not marked as cooked",
  alreadyCooked: "This meal is already marked as cooked",
  noRecipe: "This meal has no recipe to cook",
  noMeal: "No meal planned",
  syncDevice: "deviceId must be a UUID",
  syncOps: "Send between 1 and 500 changes at once",
  syncOp: "Each change needs a kind (add, check or rename), a whole seq from 1, and a UUID itemId",
  pantrySyncOp: "Each change needs a kind (add, edit or delete), a whole seq from 1, and a UUID itemId",
} as const;

const isoDate = z.string({ message: kitchenMessages.date }).refine(isIsoDate, kitchenMessages.date);
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const foodName = z.string({ message: kitchenMessages.name }).trim().min(1, kitchenMessages.name).max(120, kitchenMessages.nameTooLong);
const quantity = z
  .number({ message: kitchenMessages.quantity })
  .positive(kitchenMessages.quantityPositive)
  .max(100_000, kitchenMessages.quantityTooLarge)
  .nullable();
/** Our unit id when we know the word ("tbsp" -> tablespoon), else the word as written ("bag"). */
const unit = z.preprocess(
  emptyToNull,
  z
    .string({ message: kitchenMessages.unitTooLong })
    .trim()
    .max(30, kitchenMessages.unitTooLong)
    .nullable()
    .transform((u) => (u === null ? null : (resolveUnit(u)?.id ?? u.toLowerCase()))),
);
const location = z.enum(PANTRY_LOCATIONS, { message: kitchenMessages.location });

export const pantryItemInputSchema = z.object({
  name: foodName,
  quantity: quantity.default(null),
  unit: unit.default(null),
  bestBefore: z.preprocess(emptyToNull, isoDate.nullable()).default(null),
  location: location.default("cupboard"),
});
export type PantryItemInput = z.input<typeof pantryItemInputSchema>;

export const pantryItemUpdateSchema = z
  .object({
    name: foodName.optional(),
    quantity: quantity.optional(),
    unit: unit.optional(),
    bestBefore: z.preprocess(emptyToNull, isoDate.nullable()).optional(),
    location: location.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), kitchenMessages.nothingToChange);
export type PantryItemUpdate = z.input<typeof pantryItemUpdateSchema>;

const listName = z.string({ message: kitchenMessages.listName }).trim().min(1, kitchenMessages.listName).max(80, kitchenMessages.listNameTooLong);

/** A new list: a name and a range of the plan, each optional (default: the next 7 days, named after them). */
export const shoppingListCreateSchema = z
  .object({ name: listName.optional(), start: isoDate.optional(), end: isoDate.optional() })
  .refine((v) => !v.start || !v.end || v.start <= v.end, { message: kitchenMessages.rangeOrder, path: ["end"] })
  .refine((v) => !v.start || !v.end || daysBetween(v.start, v.end) < MAX_LIST_DAYS, { message: kitchenMessages.rangeTooLong, path: ["end"] });
export type ShoppingListCreate = z.input<typeof shoppingListCreateSchema>;

export const shoppingListRenameSchema = z.object({ name: listName });

export const listItemInputSchema = z.object({ name: foodName, quantity: quantity.default(null), unit: unit.default(null) });
export type ListItemInput = z.input<typeof listItemInputSchema>;

export const listItemUpdateSchema = z.object({ checked: z.boolean({ message: kitchenMessages.checked }) });

export const leftoversRequestSchema = z
  .object({ text: z.string().max(500, kitchenMessages.leftoversTooLong).optional(), useSoon: z.boolean({ message: kitchenMessages.leftovers }).default(false) })
  .refine((v) => v.useSoon || !!v.text?.trim(), kitchenMessages.leftovers);
export type LeftoversRequest = z.input<typeof leftoversRequestSchema>;

export const coverageQuerySchema = z.object({
  recipeIds: z
    .string({ message: kitchenMessages.recipeIds })
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().uuid(kitchenMessages.recipeIds)).min(1, kitchenMessages.recipeIds).max(50, kitchenMessages.tooManyRecipes)),
});

export const cookedRangeSchema = z
  .object({ start: isoDate, end: isoDate })
  .refine((v) => v.start <= v.end, { message: kitchenMessages.rangeOrder, path: ["end"] })
  .refine((v) => daysBetween(v.start, v.end) <= 62, { message: "Choose at most 62 days", path: ["end"] });

/** A list read: `since` is the version the client holds; an unchanged list answers without its items. */
export const listReadQuerySchema = z.object({
  since: z.coerce.number({ message: "since must be a list version" }).int("since must be a list version").min(0, "since must be a list version").optional(),
});

export const idParamSchema = (notFound: string) => z.object({ id: z.string().uuid(notFound) });

/** The default range of a new list: today and the six days after. */
export function defaultListRange(today: IsoDate): { start: IsoDate; end: IsoDate } {
  return { start: today, end: addDays(today, DEFAULT_LIST_DAYS - 1) };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const short = (date: IsoDate) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;

/** "Nov 21 – Nov 27": a new list's name, after its range. */
export function defaultListName(start: IsoDate, end: IsoDate): string {
  return start === end ? short(start) : `${short(start)} – ${short(end)}`;
}

/** Most queued changes one sync request carries; a device with more sends them in turns. */
export const MAX_SYNC_OPS = 500;
const syncOpBase = { seq: z.number().int().min(1), itemId: z.string().uuid() };
/** `base`: the list version the device held when the change was made (docs/decisions/061). */
const base = z.number().int().min(0);

/**
 * One queued change to a list's item, from a device that may have been offline. Each device
 * numbers its changes 1, 2, 3... (`seq`), so a repeat or a late copy is recognised.
 */
export const listSyncOpSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ ...syncOpBase, kind: z.literal("add"), name: foodName, quantity: quantity.default(null), unit: unit.default(null) }),
    z.object({ ...syncOpBase, kind: z.literal("check"), checked: z.boolean(), base }),
    z.object({ ...syncOpBase, kind: z.literal("rename"), name: foodName }),
  ],
  { message: kitchenMessages.syncOp },
);
export type ListSyncOp = z.output<typeof listSyncOpSchema>;

export const listSyncSchema = z.object({
  deviceId: z.string({ message: kitchenMessages.syncDevice }).uuid(kitchenMessages.syncDevice),
  ops: z.array(listSyncOpSchema).min(1, kitchenMessages.syncOps).max(MAX_SYNC_OPS, kitchenMessages.syncOps),
});
export type ListSync = z.output<typeof listSyncSchema>;

/**
 * One queued change to the pantry, from a device that may have been offline (docs/decisions/062):
 * numbered like a list's changes; an edit carries only the fields it changes.
 */
export const pantrySyncOpSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ ...syncOpBase, kind: z.literal("add"), ...pantryItemInputSchema.shape }),
    z.object({ ...syncOpBase, kind: z.literal("edit"), changes: pantryItemUpdateSchema }),
    z.object({ ...syncOpBase, kind: z.literal("delete") }),
  ],
  { message: kitchenMessages.pantrySyncOp },
);
export type PantrySyncOp = z.output<typeof pantrySyncOpSchema>;

export const pantrySyncSchema = z.object({
  deviceId: z.string({ message: kitchenMessages.syncDevice }).uuid(kitchenMessages.syncDevice),
  ops: z.array(pantrySyncOpSchema).min(1, kitchenMessages.syncOps).max(MAX_SYNC_OPS, kitchenMessages.syncOps),
});
export type PantrySync = z.output<typeof pantrySyncSchema>;
