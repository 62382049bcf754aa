import { assistantMessages } from "@sierra/shared";

/** Spec section 2: shown from sending until the reply's first words arrive. */
export function ThinkingIndicator() {
  return (
    <p role="status" className="flex items-center gap-2 px-1 text-sm text-muted-foreground">
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-primary motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      {assistantMessages.thinking}
    </p>
  );
}
