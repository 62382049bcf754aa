import type { FormEvent } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useSearchInput } from "../hooks/use-search-input";

/** Search with submit and the spec's 300 ms debounce; the committed text lives in the URL as q. */
export function RecipeSearch({ value, onCommit }: { value: string; onCommit: (value: string, opts: { replace: boolean }) => void }) {
  const search = useSearchInput(value, onCommit);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.submit();
  };
  return (
    <form role="search" onSubmit={onSubmit} className="flex flex-1 gap-2">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          placeholder="Search recipes..."
          aria-label="Search recipes"
          maxLength={200}
          className="pl-9"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}
