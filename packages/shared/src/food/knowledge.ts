import type { FoodEntry } from "./lexicon/entry";
import { nameWords } from "./food-words";
import type { Mark } from "./marks";

/** A food of the knowledge with everything inherited from its parents resolved. */
export interface FoodConcept {
  id: string;
  /** marks it certainly holds */
  has: ReadonlySet<Mark>;
  /** marks it holds in some brands or recipes */
  may: ReadonlySet<Mark>;
  /** itself and every food above it: what a dislike or an allergy of any of them covers */
  ancestors: ReadonlySet<string>;
  /** ids of the foods directly below it */
  children: string[];
}

interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  value?: T;
}

/** Names as a tree of words, so the longest name at a position is found in as many steps as it has words. */
export class WordIndex<T> {
  private readonly root: TrieNode<T> = { next: new Map() };

  add(words: string[], value: T) {
    let node = this.root;
    for (const word of words) {
      let child = node.next.get(word);
      if (!child) node.next.set(word, (child = { next: new Map() }));
      node = child;
    }
    node.value ??= value;
  }

  /** The longest name starting at `at`; `joined(k)` says whether word k may continue a name (no comma before it). */
  longestAt(words: readonly string[], at: number, joined: (k: number) => boolean = () => true): { length: number; value: T } | null {
    let node: TrieNode<T> | undefined = this.root;
    let best: { length: number; value: T } | null = null;
    for (let k = at; k < words.length; k += 1) {
      if (k > at && !joined(k)) break;
      node = node.next.get(words[k]!);
      if (!node) break;
      if (node.value !== undefined) best = { length: k - at + 1, value: node.value };
    }
    return best;
  }
}

/** The resolved food tree and its name index; built once from the lexicon. */
export class FoodKnowledge {
  readonly concepts = new Map<string, FoodConcept>();
  readonly names = new WordIndex<string>();
  /** every matched name, for tests: normalised words -> id */
  readonly nameOwners = new Map<string, string>();
  /** words that describe a food without naming one ("baby", "smoked", "italian") */
  readonly descriptors: ReadonlySet<string>;

  constructor(entries: readonly FoodEntry[], extraDescriptors: readonly string[] = []) {
    const byId = new Map<string, FoodEntry>();
    for (const entry of entries) {
      const id = nameWords(entry.names[0]!).join(" ");
      if (byId.has(id)) throw new Error(`Food "${id}" is listed twice`);
      byId.set(id, entry);
    }
    for (const id of byId.keys()) this.resolve(id, byId, []);
    for (const [id, entry] of byId) {
      for (const name of entry.names) {
        const words = nameWords(name);
        if (words.length === 0) continue;
        const key = words.join(" ");
        const owner = this.nameOwners.get(key);
        if (owner && owner !== id) throw new Error(`The name "${name}" belongs to both "${owner}" and "${id}"`);
        if (!owner) this.names.add(words, id);
        this.nameOwners.set(key, id);
      }
    }
    this.descriptors = new Set(extraDescriptors.flatMap(nameWords));
  }

  concept(id: string): FoodConcept {
    const concept = this.concepts.get(id);
    if (!concept) throw new Error(`Unknown food "${id}"`);
    return concept;
  }

  private resolve(id: string, byId: Map<string, FoodEntry>, path: string[]): FoodConcept {
    const done = this.concepts.get(id);
    if (done) return done;
    if (path.includes(id)) throw new Error(`Foods form a cycle: ${[...path, id].join(" -> ")}`);
    const entry = byId.get(id);
    if (!entry) throw new Error(`"${path[path.length - 1]}" names an unknown parent "${id}"`);
    const parents = entry.is.map((p) => this.resolve(nameWords(p).join(" "), byId, [...path, id]));
    const without = new Set(entry.without);
    const has = new Set<Mark>([...parents.flatMap((p) => [...p.has]), ...entry.has].filter((m) => !without.has(m)));
    const may = new Set<Mark>([...parents.flatMap((p) => [...p.may]).filter((m) => !without.has(m)), ...entry.may].filter((m) => !has.has(m)));
    const concept: FoodConcept = { id, has, may, ancestors: new Set([id, ...parents.flatMap((p) => [...p.ancestors])]), children: [] };
    parents.forEach((p) => p.children.push(id));
    this.concepts.set(id, concept);
    return concept;
  }
}
