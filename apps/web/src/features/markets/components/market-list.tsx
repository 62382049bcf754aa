import { MapPin } from "lucide-react";
import type { MarketSuggestion } from "@sierra/shared";

export function MarketList({ markets, label }: { markets: MarketSuggestion[]; label: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label}>
      {markets.map((market) => (
        <li key={`${market.name}-${market.location}`} className="flex gap-3">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-sm font-medium">{market.name}</p>
            <p className="text-sm text-muted-foreground">{market.location}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
