export type MessageBlock = { kind: "paragraph"; lines: string[] } | { kind: "list"; items: string[] };

/**
 * Splits a message into paragraphs (kept lines, broken where the text breaks) and "- " lists,
 * so React can render them as elements. Everything stays text: no markup is interpreted.
 */
export function messageBlocks(content: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  for (const raw of content.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const last = blocks[blocks.length - 1];
    const item = /^\s*[-•*]\s+(.*)$/.exec(line);
    if (item) {
      if (last?.kind === "list") last.items.push(item[1]!);
      else blocks.push({ kind: "list", items: [item[1]!] });
    } else if (line.trim() === "") {
      // A blank line ends a paragraph; the next text starts a new one.
      if (last?.kind === "paragraph" && last.lines.length) blocks.push({ kind: "paragraph", lines: [] });
    } else if (last?.kind === "paragraph") {
      last.lines.push(line);
    } else {
      blocks.push({ kind: "paragraph", lines: [line] });
    }
  }
  return blocks.filter((block) => (block.kind === "paragraph" ? block.lines.length > 0 : true));
}
