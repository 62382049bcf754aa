/** The kinds of line the parser is held to; every labelled line belongs to one. */
export const LINE_CLASSES = [
  "plain",
  "container",
  "size-word",
  "unit-spelling",
  "multiplier",
  "dual-unit",
  "leading-text",
  "mixed-and",
  "comma-name",
  "flags",
] as const;
export type LineClass = (typeof LINE_CLASSES)[number];

/** One real-world ingredient line with what we expect to read from it (see README.md for the conventions). */
export interface LabelledLine {
  line: string;
  quantity: number | null;
  quantityMax: number | null;
  /** our unit id (packages/shared/src/recipes/units.ts) */
  unit: string | null;
  /** the core food, lower-case, singular */
  name: string;
  note: string | null;
  class: LineClass;
  /** where the line was read: "owner/repo path" */
  source: string;
}

/** [line, quantity or [min, max], unit, name, note, class] */
export type Row = [string, number | [number, number] | null, string | null, string, string | null, LineClass];

export function fromSource(source: string, rows: Row[]): LabelledLine[] {
  return rows.map(([line, q, unit, name, note, cls]) => ({
    line,
    quantity: Array.isArray(q) ? q[0] : q,
    quantityMax: Array.isArray(q) ? q[1] : null,
    unit,
    name,
    note,
    class: cls,
    source,
  }));
}

/** Lines found by exact-string search, whose index names the file only by an id (README.md). */
export const fromIndexedFile = (id: number, rows: Row[]) =>
  fromSource(`public GitHub file, code-search index id ${id} (repository not named by the index)`, rows);
