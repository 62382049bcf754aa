import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAuthorPage } from "./api";
import { CommunityGrid } from "./community-grid";

/** /recipes/community/authors/:id: an author's chosen name and the recipes they share, nothing else of theirs. */
export function AuthorPage() {
  const { id = "" } = useParams();
  const page = useAuthorPage(id);
  const count = page.data?.recipes.length ?? 0;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8">
      <Button variant="ghost" asChild className="-ml-3 w-fit">
        <Link to="/recipes/community">
          <ArrowLeft aria-hidden="true" /> Back to Community
        </Link>
      </Button>
      {page.data && (
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{page.data.author.display_name}</h1>
          <p className="mt-1 text-muted-foreground">{count === 1 ? "1 shared recipe" : `${count} shared recipes`}</p>
        </div>
      )}
      <CommunityGrid
        query={page}
        recipes={page.data?.recipes}
        failedTitle="Failed to load this cook's recipes"
        emptyHint="This cook has no shared recipes right now."
      />
    </div>
  );
}
