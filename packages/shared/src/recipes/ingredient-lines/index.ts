import { ALLRECIPES } from "./allrecipes";
import { BBC } from "./bbc";
import { HELD_OUT } from "./held-out";
import { COLLECTIONS } from "./collections";
import { INDEXED_FILES } from "./indexed-files";
import type { LabelledLine } from "./labelled-line";
import { SPELLINGS } from "./spellings";
import { STRANGETOM_TESTS } from "./strangetom-tests";
import { STRANGETOM_UNITS } from "./strangetom-units";

export { LINE_CLASSES, type LabelledLine, type LineClass } from "./labelled-line";
export { scoreFigures, scoreLines, type Figures, type Score } from "./score";

/** The labelled table of real-world ingredient lines (README.md says where each came from and how it is labelled). */
export const LABELLED_LINES: readonly LabelledLine[] = [
  ...STRANGETOM_TESTS,
  ...STRANGETOM_UNITS,
  ...ALLRECIPES,
  ...BBC,
  ...SPELLINGS,
  ...COLLECTIONS,
  ...INDEXED_FILES,
  ...HELD_OUT,
];
