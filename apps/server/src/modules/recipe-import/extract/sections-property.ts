/** Our export's ingredient groups (schema.org has none): a JSON-LD term other readers ignore (docs/decisions/054). */
export const SECTIONS_PROPERTY = "sierra:ingredientSections";
