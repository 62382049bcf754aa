import { Link } from "react-router";
import type { AssistantCard } from "@sierra/shared";
import { CardShell } from "./card-shell";
import { CardThumb } from "./card-thumb";
import { useCardScope } from "./card-context";
import { recipeFacts } from "./recipe-facts";

/** Recipes a search found, each a link to its page. */
export function RecipesCard({ card }: { card: Extract<AssistantCard, { kind: "recipes" }> }) {
  const { onNavigate } = useCardScope();
  return (
    <CardShell label="Recipes found" testId="sierra-recipes-card">
      <ul className="divide-y">
        {card.recipes.map((recipe) => {
          const facts = recipeFacts(recipe);
          return (
            <li key={recipe.id} className="flex items-center gap-3 py-1.5">
              <CardThumb src={recipe.imageUrl} />
              <div className="min-w-0 flex-1 text-sm">
                <Link to={`/recipe/${recipe.id}`} onClick={onNavigate} className="line-clamp-2 font-medium underline-offset-2 hover:underline">
                  {recipe.title}
                </Link>
                {facts && <p className="text-xs text-muted-foreground">{facts}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </CardShell>
  );
}
