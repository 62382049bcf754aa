import { baseIn, dimensionOf, type Amount } from "./amounts";
import type { Need } from "./merge";

/** What the pantry holds of one food. A null quantity means "some" (a jar of salt nobody weighs). */
export interface Stock extends Amount {
  key: string;
  gramsPerCup?: number | null;
}

export interface StockChange<S extends Stock> {
  item: S;
  /** quantity left after the draw, in the item's own unit; 0 when it is used up */
  after: number;
  /** what was taken, in the item's own unit */
  used: number;
}

const EPSILON = 1e-6;

/**
 * Takes `need` out of `stock` (same food, comparable amounts), lowering the stock items as it
 * goes. Returns the part of the need still missing, in the need's own unit (0 when covered).
 * An item of unknown quantity covers the need only when `someCovers` (what to buy), never when
 * cooking (we cannot lower "some"). Items that cannot be compared are left alone.
 */
function draw<S extends Stock>(stock: { item: S; left: number | null }[], need: Need, someCovers: boolean, changes: StockChange<S>[]): number {
  const mine = stock.filter((s) => s.item.key === need.key);
  if (need.quantity === null) {
    const any = mine.some((s) => (s.left === null ? someCovers : s.left > EPSILON));
    return any ? 0 : 1;
  }
  if (someCovers && mine.some((s) => s.left === null)) return 0;
  const dim = dimensionOf(need);
  const density = need.gramsPerCup ?? mine.find((s) => s.item.gramsPerCup)?.item.gramsPerCup ?? null;
  const wantedBase = baseIn(need, dim, density) ?? 0;
  let wanted = wantedBase;
  for (const s of mine) {
    if (wanted <= EPSILON || s.left === null || s.left <= EPSILON) continue;
    const have = baseIn({ ...s.item, quantity: s.left }, dim, density);
    if (have === null || have <= EPSILON) continue;
    const take = Math.min(have, wanted);
    const used = s.left * (take / have);
    s.left -= used;
    wanted -= take;
    changes.push({ item: s.item, after: s.left <= EPSILON ? 0 : s.left, used });
  }
  return wanted <= EPSILON * Math.max(1, wantedBase) ? 0 : need.quantity * (wanted / wantedBase);
}

const track = <S extends Stock>(stock: readonly S[]) => stock.map((item) => ({ item, left: item.quantity }));

/**
 * What is left to buy: each need less what the pantry holds of the same food in a comparable
 * amount; a need the pantry covers is dropped. The pantry is drawn down as it goes, so two lines
 * of one food cannot both count the same jar.
 */
export function subtractStock(needs: readonly Need[], stock: readonly Stock[]): Need[] {
  const tracked = track(stock);
  const left: Need[] = [];
  for (const need of needs) {
    const missing = draw(tracked, need, true, []);
    if (missing > 0) left.push(need.quantity === null ? need : { ...need, quantity: missing });
  }
  return left;
}

/**
 * Cooking: lowers the pantry by what a recipe used. Returns one change per item touched (the last
 * one wins when several lines draw on one item), with the total taken, so it can be given back.
 */
export function consumeStock<S extends Stock>(stock: readonly S[], used: readonly Need[]): StockChange<S>[] {
  const tracked = track(stock);
  const changes: StockChange<S>[] = [];
  for (const need of used) draw(tracked, need, false, changes);
  const byItem = new Map<S, StockChange<S>>();
  for (const change of changes) {
    const earlier = byItem.get(change.item);
    byItem.set(change.item, { item: change.item, after: change.after, used: (earlier?.used ?? 0) + change.used });
  }
  return [...byItem.values()];
}

/** Is this one line already at home (the pantry holds enough of it, or some of a food nobody measures)? */
export function isAtHome(need: Need, stock: readonly Stock[]): boolean {
  return subtractStock([need], stock).length === 0;
}
