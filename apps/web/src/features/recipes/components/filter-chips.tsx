import { Fragment } from "react";
import { ChevronDown } from "lucide-react";
import { MEAL_TYPE_CATEGORIES, type MealTypeCategory, type RecipeCategory } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";
import { useCategories } from "../api/list-categories";
import { useMenuKeys } from "../hooks/use-menu-keys";

const chip = (active: boolean) => cn("rounded-full", !active && "text-muted-foreground");
const ALL = "__all__";

interface Props {
  mealType: MealTypeCategory | null;
  category: string | null;
  onChange: (change: { mealType?: MealTypeCategory | null; category?: string | null }) => void;
}

/** 'All Recipes', 'Meal Types' and 'Categories': the last two open their choices; a choice filters the list. */
export function FilterChips({ mealType, category, onChange }: Props) {
  const categories = useCategories();
  // Keyboard choices land on the item the keys reached, however fast they come (see the hook).
  const mealTypeKeys = useMenuKeys();
  const categoryKeys = useMenuKeys();
  const groups: { label: string; items: RecipeCategory[] }[] = [
    { label: "Cuisines", items: (categories.data ?? []).filter((c) => c.kind === "cuisine") },
    { label: "Dishes", items: (categories.data ?? []).filter((c) => c.kind === "dish") },
  ].filter((g) => g.items.length > 0);
  const allActive = !mealType && !category;

  return (
    <div role="group" aria-label="Recipe filters" className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant={allActive ? "default" : "outline"}
        className={chip(allActive)}
        aria-pressed={allActive}
        onClick={() => onChange({ mealType: null, category: null })}
      >
        All Recipes
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant={mealType ? "default" : "outline"} className={chip(Boolean(mealType))}>
            Meal Types
            {mealType && <span className="font-normal">{`· ${mealType}`}</span>}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-48" {...mealTypeKeys}>
          <DropdownMenuLabel>Meal type</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={mealType ?? ALL} onValueChange={(v) => onChange({ mealType: v === ALL ? null : (v as MealTypeCategory) })}>
            <DropdownMenuRadioItem value={ALL}>Any meal type</DropdownMenuRadioItem>
            {MEAL_TYPE_CATEGORIES.map((type) => (
              <DropdownMenuRadioItem key={type} value={type}>
                {type}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant={category ? "default" : "outline"} className={chip(Boolean(category))}>
            Categories
            {category && <span className="font-normal">{`· ${category}`}</span>}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        {/* Long enough to scroll: tabIndex 0 lets axe (and keyboard users) see the region as reachable. */}
        <DropdownMenuContent align="start" className="max-h-80 w-56" tabIndex={0} {...categoryKeys}>
          <DropdownMenuRadioGroup value={category ?? ALL} onValueChange={(v) => onChange({ category: v === ALL ? null : v })}>
            <DropdownMenuRadioItem value={ALL}>Any category</DropdownMenuRadioItem>
            {categories.isPending && <DropdownMenuItem disabled>Loading categories...</DropdownMenuItem>}
            {categories.isError && <DropdownMenuItem disabled>Failed to load categories</DropdownMenuItem>}
            {groups.map((group) => (
              <Fragment key={group.label}>
                <DropdownMenuSeparator />
                <DropdownMenuLabel className="text-xs text-muted-foreground">{group.label}</DropdownMenuLabel>
                {group.items.map((c) => (
                  <DropdownMenuRadioItem key={c.id} value={c.name}>
                    {c.name}
                  </DropdownMenuRadioItem>
                ))}
              </Fragment>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
