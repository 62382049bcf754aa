import { Heart, SlidersHorizontal } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

interface Props {
  signedIn: boolean;
  favorites: boolean;
  onChange: (favorites: boolean) => void;
}

/** The Favorites toggle (disabled for visitors) and the Filter popover with 'Favorites only'. */
export function FavoritesFilter({ signedIn, favorites, onChange }: Props) {
  const on = signedIn && favorites;
  return (
    <div className="flex gap-2">
      <Button
        variant={on ? "default" : "outline"}
        aria-pressed={on}
        disabled={!signedIn}
        onClick={() => onChange(!on)}
        title={signedIn ? undefined : "Log in to see your favorites"}
      >
        <Heart className={cn(on && "fill-current")} aria-hidden="true" />
        Favorites
      </Button>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline">
            <SlidersHorizontal aria-hidden="true" />
            Filter
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-64">
          <h2 className="mb-3 text-sm font-semibold">Filters</h2>
          <div className="flex items-center gap-2">
            <Checkbox id="favorites-only" checked={on} disabled={!signedIn} onCheckedChange={(checked) => onChange(checked === true)} />
            <Label htmlFor="favorites-only">Favorites only</Label>
          </div>
          {!signedIn && <p className="mt-2 text-sm text-muted-foreground">Log in to filter by your favorites.</p>}
        </PopoverContent>
      </Popover>
    </div>
  );
}
