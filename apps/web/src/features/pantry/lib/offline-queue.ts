import { freshness, type PantryItem, type PantryItemUpdate, type PantryLocation, type PantryResponse } from "@sierra/shared";
import { OFFLINE_KEY_PREFIX } from "@/lib/pwa/offline-data";

type Fields = { name: string; quantity: number | null; unit: string | null; bestBefore: string | null; location: PantryLocation };
/** A change to the pantry as the device queues it; `seq` numbers the device's changes (docs/decisions/062). */
export type QueuedPantryOp =
  | ({ seq: number; kind: "add"; itemId: string } & Fields)
  | { seq: number; kind: "edit"; itemId: string; changes: Partial<Fields> & PantryItemUpdate }
  | { seq: number; kind: "delete"; itemId: string };
export type NewPantryOp = QueuedPantryOp extends infer O ? (O extends QueuedPantryOp ? Omit<O, "seq"> : never) : never;

interface Queue {
  deviceId: string;
  nextSeq: number;
  ops: QueuedPantryOp[];
}

/** Per member, in localStorage so a reload offline keeps it; Sign Out deletes it (lib/pwa/offline-data.ts). */
const keyOf = (userId: string) => `${OFFLINE_KEY_PREFIX}pantry-ops.${userId}`;

export function readPantryQueue(userId: string): Queue {
  const stored = localStorage.getItem(keyOf(userId));
  if (stored) return JSON.parse(stored) as Queue;
  return { deviceId: crypto.randomUUID(), nextSeq: 1, ops: [] };
}

function writeQueue(userId: string, queue: Queue) {
  localStorage.setItem(keyOf(userId), JSON.stringify(queue));
}

export function enqueuePantryOp(userId: string, change: NewPantryOp): QueuedPantryOp {
  const queue = readPantryQueue(userId);
  const op = { ...change, seq: queue.nextSeq } as QueuedPantryOp;
  writeQueue(userId, { ...queue, nextSeq: queue.nextSeq + 1, ops: [...queue.ops, op] });
  return op;
}

/** Forgets the changes the server has answered for (up to and including `seq`). */
export function acknowledgePantryOps(userId: string, seq: number) {
  const queue = readPantryQueue(userId);
  writeQueue(userId, { ...queue, ops: queue.ops.filter((op) => op.seq > seq) });
}

/** The pantry as this device sees it: the server's answer with the changes not yet sent on top. */
export function withPendingPantry(pantry: PantryResponse, ops: QueuedPantryOp[]): PantryResponse {
  let items = pantry.items;
  for (const op of ops) {
    if (op.kind === "add") {
      if (items.some((i) => i.id === op.itemId)) continue;
      const { seq: _seq, kind: _kind, itemId, ...fields } = op;
      const added: PantryItem = {
        ...fields,
        id: itemId,
        foodKey: fields.name,
        aisle: "other",
        freshness: freshness(fields.bestBefore, pantry.today),
        updatedAt: new Date().toISOString(),
      };
      items = [...items, added];
    } else if (op.kind === "edit") {
      items = items.map((i) => {
        if (i.id !== op.itemId) return i;
        const next = { ...i, ...(Object.fromEntries(Object.entries(op.changes).filter(([, v]) => v !== undefined)) as Partial<Fields>) };
        return { ...next, freshness: freshness(next.bestBefore, pantry.today) };
      });
    } else {
      items = items.filter((i) => i.id !== op.itemId);
    }
  }
  return items === pantry.items ? pantry : { ...pantry, items };
}
