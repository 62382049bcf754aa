import { TriangleAlert } from "lucide-react";
import { HIGH_SODIUM, isHighSodium, type Nutrition } from "@sierra/shared";

/** A warning on a recipe whose serving holds more sodium than the ideal limit for a day, with where that limit comes from. */
export function HighSodiumBadge({ nutrition }: { nutrition: Nutrition | null }) {
  if (!isHighSodium(nutrition)) return null;
  return (
    <div className="mt-3 flex flex-col gap-1 rounded-md border border-amber-600/40 bg-amber-50 p-2 text-sm dark:bg-amber-950/40" data-testid="high-sodium">
      <p className="flex items-center gap-1.5 font-semibold text-amber-900 dark:text-amber-200">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" /> High sodium
      </p>
      <p className="text-xs text-amber-950 dark:text-amber-100">
        {Math.round(nutrition!.sodium!).toLocaleString("en-US")} mg per serving, over {HIGH_SODIUM.perServingMg.toLocaleString("en-US")} mg. Source:{" "}
        <a className="underline underline-offset-2" href={HIGH_SODIUM.url} target="_blank" rel="noreferrer">
          {HIGH_SODIUM.source}
        </a>
        .
      </p>
    </div>
  );
}
