import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { recipes } from "./recipes";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An imported recipe's picture, fetched once through the outbound client, checked and kept here;
 * served by us at /api/recipes/{id}/image, never hot-linked (docs/decisions/058).
 */
export const recipeImages = pgTable(
  "recipe_images",
  {
    recipeId: uuid("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    /** where it came from, for the export's schema.org image */
    sourceUrl: text("source_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("recipe_images_type", sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')`),
    check("recipe_images_size", sql`octet_length(${t.bytes}) <= 5242880`),
  ],
);
