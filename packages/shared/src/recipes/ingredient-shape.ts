import type { Measure } from "./ingredient-parser/measure";

/**
 * One ingredient in our normal form. The first five fields are what every stored line has;
 * the rest were added with the line parser (docs/decisions/035) and are absent when empty,
 * and on lines stored before it.
 */
export interface Ingredient {
  quantity: number | null;
  /** upper bound of a range ("2-3 cloves"), else null */
  quantityMax: number | null;
  /** our unit id (see units.ts), or the unknown unit word as written, or null */
  unit: string | null;
  /** the food as written, without amount, size or preparation: "chicken thighs" */
  name: string;
  note: string | null;
  /** the core food, lower-case and singular, for matching: "chicken thigh" */
  food?: string;
  /** small / medium / large: a size of the item, not a unit */
  size?: string;
  /** one container's size: "1 (14.5 oz) can" -> { 14.5, ounce } */
  containerSize?: Measure;
  /** the amount in another unit as the line also gave it: "3/4 cup/150 grams" -> { 150, gram } */
  alternative?: Measure;
  optional?: boolean;
  /** "to taste", "as needed": no amount to buy or count */
  toTaste?: boolean;
  /** the group the page put the line in ("For the frosting"); absent for ungrouped lines */
  section?: string;
}
