import { messageBlocks } from "../lib/message-blocks";

/** A message's words as React text: paragraphs with their line breaks and "- " lists, never HTML. */
export function MessageText({ content }: { content: string }) {
  return (
    <div className="flex flex-col gap-2 break-words">
      {messageBlocks(content).map((block, i) =>
        block.kind === "list" ? (
          <ul key={i} className="list-disc space-y-0.5 pl-5">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i} className="whitespace-pre-line">
            {block.lines.join("\n")}
          </p>
        ),
      )}
    </div>
  );
}
