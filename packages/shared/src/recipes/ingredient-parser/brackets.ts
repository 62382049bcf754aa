/** Brackets hold notes ("(optional)", "(about 2 cups)"); the name is read without them. */
/** "(optional) finely chopped parsley (for garnish)" -> text without brackets, and what they held. */
export function takeBrackets(text: string): { text: string; inside: string[] } {
  const inside: string[] = [];
  let out = "";
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(" || ch === "[") {
      if (depth > 0) current += ch;
      depth += 1;
    } else if ((ch === ")" || ch === "]") && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        if (current.trim()) inside.push(current.trim());
        current = "";
        out += " ";
      } else current += ch;
    } else if (depth > 0) current += ch;
    else out += ch;
  }
  return { text: out, inside };
}
