import { useRef, useState } from "react";
import { Link } from "react-router";
import { Eye, Search, Trash2 } from "lucide-react";
import { mealDisplayTitle } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useRecipeSearch, type PickerMealType } from "../api/search-recipes";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { formatLongDate, MEAL_TYPE_LABELS } from "../lib/format";
import type { SlotView } from "../lib/plan-grid";
import { focusSlot } from "./meal-slot";
import { AllergenNote, PickerSwitch } from "./picker-filters";
import { RecipeResults } from "./recipe-results";

/**
 * The searchable recipe picker for one slot, over the recipes the user can see.
 * With a planned meal it also offers View and Remove (the month grid's Change).
 */
export function SlotDialog(props: {
  slot: SlotView | null;
  userId: string;
  onClose: () => void;
  onAdd: (slot: SlotView, recipeId: string) => void;
  onRemove: (slot: SlotView) => void;
}) {
  return (
    <Dialog open={props.slot !== null} onOpenChange={(open) => !open && props.onClose()}>
      {props.slot && <SlotDialogBody key={`${props.slot.date}-${props.slot.mealType}`} {...props} slot={props.slot} />}
    </Dialog>
  );
}

function SlotDialogBody({
  slot,
  userId,
  onAdd,
  onRemove,
}: {
  slot: SlotView;
  userId: string;
  onAdd: (slot: SlotView, recipeId: string) => void;
  onRemove: (slot: SlotView) => void;
}) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  // The slot's own meal type first (an "Add dinner" lists dinners); one switch shows every recipe.
  const [onlyThisMeal, setOnlyThisMeal] = useState(true);
  // The member's allergies (preferences) leave recipes out unless they say otherwise.
  const [avoidAllergens, setAvoidAllergens] = useState(true);
  const [community, setCommunity] = useState(false);
  const query = useDebouncedValue(q);
  const mealCategory = MEAL_TYPE_LABELS[slot.mealType] as PickerMealType;
  const search = useRecipeSearch(userId, query, { mealType: onlyThisMeal ? mealCategory : null, avoidAllergens, community }, page, slot.writable);
  const inputRef = useRef<HTMLInputElement>(null);
  const type = MEAL_TYPE_LABELS[slot.mealType];
  const title = slot.meal ? (slot.writable ? `Replace ${type.toLowerCase()}` : type) : `Add ${type.toLowerCase()}`;
  return (
    <DialogContent
      className="flex max-h-[90vh] flex-col"
      // The button that opened the picker may be gone (a meal now fills the slot): focus the slot itself.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        focusSlot(slot);
      }}
      onOpenAutoFocus={(event) => {
        if (!inputRef.current) return;
        event.preventDefault();
        inputRef.current.focus();
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{formatLongDate(slot.date)}</DialogDescription>
      </DialogHeader>
      {slot.meal && (
        <section aria-label="Planned meal" className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          <p>
            <span className="text-muted-foreground">Planned: </span>
            <span className="font-medium">{mealDisplayTitle(slot.meal)}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            {slot.meal.recipe_id && (
              <Button variant="outline" size="sm" asChild>
                <Link to={`/recipe/${slot.meal.recipe_id}`}>
                  <Eye aria-hidden="true" /> View recipe
                </Link>
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => onRemove(slot)}>
              <Trash2 aria-hidden="true" /> Remove from plan
            </Button>
          </div>
        </section>
      )}
      {slot.writable && (
        <div className="flex min-h-0 flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="recipe-picker-search">{slot.meal ? "Pick a different recipe" : "Search recipes"}</Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
              <Input
                ref={inputRef}
                id="recipe-picker-search"
                type="search"
                placeholder="Search recipes..."
                className="pl-8"
                value={q}
                autoComplete="off"
                aria-controls="recipe-picker-results"
                onChange={(event) => {
                  setQ(event.target.value);
                  setPage(1);
                }}
                onKeyDown={(event) => {
                  if (event.key !== "ArrowDown") return;
                  const first = document.querySelector<HTMLButtonElement>("#recipe-picker-results button:not(:disabled)");
                  if (first) {
                    event.preventDefault();
                    first.focus();
                  }
                }}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <PickerSwitch
              id="recipe-picker-meal-type"
              label={`Only ${type.toLowerCase()} recipes`}
              checked={onlyThisMeal}
              onChange={(on) => {
                setOnlyThisMeal(on);
                setPage(1);
              }}
            />
            <PickerSwitch
              id="recipe-picker-allergens"
              label="Keep to my allergies and diets"
              checked={avoidAllergens}
              onChange={(on) => {
                setAvoidAllergens(on);
                setPage(1);
              }}
            />
            <PickerSwitch
              id="recipe-picker-community"
              label="Shared by other members"
              checked={community}
              onChange={(on) => {
                setCommunity(on);
                setPage(1);
              }}
            />
          </div>
          {avoidAllergens && search.data?.avoiding && <AllergenNote avoiding={search.data.avoiding} />}
          <RecipeResults
            data={search.data}
            isPending={search.isPending}
            isError={search.isError}
            isPlaceholder={search.isPlaceholderData || query !== q}
            page={page}
            disabled={false}
            onPage={setPage}
            onRetry={() => void search.refetch()}
            onPick={(recipe) => onAdd(slot, recipe.id)}
          />
        </div>
      )}
    </DialogContent>
  );
}
