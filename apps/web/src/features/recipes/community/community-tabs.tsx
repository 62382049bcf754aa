import { NavLink } from "react-router";
import { cn } from "@/lib/utils";

const tab = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-1.5 text-sm font-medium", isActive ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground");

/** The /recipes tabs: the catalogue with the member's own recipes, and what members share. */
export function RecipeTabs() {
  return (
    <nav aria-label="Recipe collections" className="inline-flex w-fit gap-1 rounded-lg bg-muted p-1">
      <NavLink to="/recipes" end className={tab}>
        Our Collection
      </NavLink>
      <NavLink to="/recipes/community" className={tab}>
        Community
      </NavLink>
    </nav>
  );
}
