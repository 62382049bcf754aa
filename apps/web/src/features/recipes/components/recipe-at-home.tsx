import { Link } from "react-router";
import { IngredientsAtHome, useRecipeCoverage } from "@/features/pantry";
import { useSession } from "@/features/session/use-session";

/** "5 of 7 ingredients at home", from the member's pantry, linking to it. */
export function RecipeAtHome({ recipeId }: { recipeId: string }) {
  const session = useSession();
  const coverage = useRecipeCoverage(session.data?.user.id ?? null, [recipeId]);
  const mine = coverage.data?.coverage[recipeId];
  if (!mine) return null;
  return (
    <Link to="/pantry" className="w-fit rounded-md underline-offset-4 hover:underline print:hidden">
      <IngredientsAtHome coverage={mine} className="text-sm" />
    </Link>
  );
}
