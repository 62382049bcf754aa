import { cn } from "@/lib/utils";

/**
 * Drawn in place of a recipe image that is missing or fails to load: a plate,
 * fork and knife in theme colours, so it suits light and dark alike.
 */
export function RecipePlaceholderArt({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 160 120"
      role="img"
      data-testid="recipe-image-placeholder"
      aria-label={label}
      className={cn("bg-secondary text-secondary-foreground", className)}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="160" height="120" className="fill-secondary" />
      <circle cx="80" cy="60" r="34" className="fill-card" />
      <circle cx="80" cy="60" r="34" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="2" />
      <circle cx="80" cy="60" r="22" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2" />
      <g stroke="currentColor" strokeOpacity="0.55" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M34 36v16M30 36v12a4 4 0 0 0 8 0V36M34 52v32" />
        <path d="M126 36c-6 4-8 14-6 24h6M126 36v48" />
      </g>
    </svg>
  );
}
