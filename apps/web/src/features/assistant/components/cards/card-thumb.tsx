import { useState } from "react";
import { UtensilsCrossed } from "lucide-react";

/** A recipe's picture in a card (decorative: the title beside it names the recipe), or a plate icon. */
export function CardThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
        <UtensilsCrossed className="size-5" aria-hidden="true" />
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="size-12 shrink-0 rounded-md bg-secondary object-cover"
    />
  );
}
