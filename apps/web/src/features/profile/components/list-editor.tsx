import { useState } from "react";
import type { Control, FieldValues, Path } from "react-hook-form";
import { Plus, X } from "lucide-react";
import { addListItem, LIST_ITEM_MAX_LENGTH, removeListItem } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/**
 * An editable list: Enter (or Add) adds the trimmed item, empty and repeated items are ignored
 * (the shared rule), and each item has its own remove button.
 */
export function ListEditor<T extends FieldValues, O = T>({
  control,
  name,
  label,
  placeholder,
  children,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  placeholder: string;
  /** said under the list (a note about its items) */
  children?: React.ReactNode;
}) {
  const [draft, setDraft] = useState("");
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const items = (field.value ?? []) as string[];
        const add = () => {
          field.onChange(addListItem(items, draft));
          setDraft("");
        };
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <div className="flex gap-2">
              <FormControl>
                <Input
                  value={draft}
                  placeholder={placeholder}
                  maxLength={LIST_ITEM_MAX_LENGTH}
                  onChange={(e) => setDraft(e.target.value)}
                  onBlur={field.onBlur}
                  onKeyDown={(e) => {
                    if (e.key !== "Enter") return;
                    // Enter adds to the list instead of submitting the whole form.
                    e.preventDefault();
                    add();
                  }}
                />
              </FormControl>
              <Button type="button" variant="outline" onClick={add} aria-label={`Add to ${label.toLowerCase()}`}>
                <Plus aria-hidden="true" /> Add
              </Button>
            </div>
            {items.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label={`${label} list`}>
                {items.map((item, index) => (
                  <li key={item} className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pl-3 pr-1 text-sm text-secondary-foreground">
                    <span className="break-all">{item}</span>
                    <button
                      type="button"
                      className="flex size-6 items-center justify-center rounded-full hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      aria-label={`Remove ${item}`}
                      onClick={() => field.onChange(removeListItem(items, index))}
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {children}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
