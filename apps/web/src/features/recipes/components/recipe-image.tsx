import { useState } from "react";
import { cn } from "@/lib/utils";
import { RecipePlaceholderArt } from "./recipe-placeholder-art";

/** The recipe's generated image; our own drawing when there is none or it does not load. */
export function RecipeImage({ src, alt, className, eager = false }: { src: string | null | undefined; alt: string; className?: string; eager?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <RecipePlaceholderArt label={alt} className={cn("block", className)} />;
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("block bg-secondary object-cover", className)}
      data-testid="recipe-image"
    />
  );
}
