import type { ShoppingListDetail, ShoppingListItem } from "@sierra/shared";
import { OFFLINE_KEY_PREFIX } from "@/lib/pwa/offline-data";

/** A change to a list item as the device queues it; `seq` numbers the device's changes (docs/decisions/061). */
export type QueuedOp =
  | { seq: number; kind: "add"; itemId: string; name: string; quantity: number | null; unit: string | null }
  | { seq: number; kind: "check"; itemId: string; checked: boolean; base: number }
  | { seq: number; kind: "rename"; itemId: string; name: string };
export type NewOp = QueuedOp extends infer O ? (O extends QueuedOp ? Omit<O, "seq"> : never) : never;

interface Queue {
  deviceId: string;
  nextSeq: number;
  ops: { listId: string; op: QueuedOp }[];
}

/** Per member, in localStorage so a reload offline keeps it; Sign Out deletes it (lib/pwa/offline-data.ts). */
const keyOf = (userId: string) => `${OFFLINE_KEY_PREFIX}list-ops.${userId}`;

export function readQueue(userId: string): Queue {
  const stored = localStorage.getItem(keyOf(userId));
  if (stored) return JSON.parse(stored) as Queue;
  return { deviceId: crypto.randomUUID(), nextSeq: 1, ops: [] };
}

function writeQueue(userId: string, queue: Queue) {
  localStorage.setItem(keyOf(userId), JSON.stringify(queue));
}

export function enqueue(userId: string, listId: string, change: NewOp): QueuedOp {
  const queue = readQueue(userId);
  const op = { ...change, seq: queue.nextSeq } as QueuedOp;
  writeQueue(userId, { ...queue, nextSeq: queue.nextSeq + 1, ops: [...queue.ops, { listId, op }] });
  return op;
}

/** Forgets the changes the server has answered for (up to and including `seq`). */
export function acknowledge(userId: string, seq: number) {
  const queue = readQueue(userId);
  writeQueue(userId, { ...queue, ops: queue.ops.filter(({ op }) => op.seq > seq) });
}

/** The oldest run of queued changes to one list: the next request to send, in the device's order. */
export function nextRun(userId: string): { deviceId: string; listId: string; ops: QueuedOp[] } | null {
  const { deviceId, ops } = readQueue(userId);
  const first = ops[0];
  if (!first) return null;
  const run: QueuedOp[] = [];
  for (const entry of ops) {
    if (entry.listId !== first.listId) break;
    run.push(entry.op);
  }
  return { deviceId, listId: first.listId, ops: run };
}

export const pendingFor = (userId: string, listId: string) =>
  readQueue(userId)
    .ops.filter((entry) => entry.listId === listId)
    .map((entry) => entry.op);

/** The list as this device sees it: the server's answer with the changes not yet sent on top. */
export function withPending(list: ShoppingListDetail, ops: QueuedOp[]): ShoppingListDetail {
  let items = list.items;
  for (const op of ops) {
    if (op.kind === "add") {
      if (items.some((i) => i.id === op.itemId)) continue;
      const added: ShoppingListItem = {
        id: op.itemId,
        name: op.name,
        foodKey: op.name,
        quantity: op.quantity,
        unit: op.unit,
        containerSize: null,
        aisle: "other",
        recipes: [],
        checked: false,
        addedByHand: true,
        position: items.length,
      };
      items = [...items, added];
    } else if (op.kind === "check") {
      items = items.map((i) => (i.id === op.itemId ? { ...i, checked: op.checked } : i));
    } else {
      items = items.map((i) => (i.id === op.itemId ? { ...i, name: op.name } : i));
    }
  }
  return items === list.items ? list : { ...list, items };
}
