import { Link } from "react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { writeListParams, type ListParams } from "../lib/list-params";
import { pageItems } from "../lib/pagination";

/** Previous, numbered pages and next, as links, so every page has its own URL. Only with more than one page. */
export function RecipePagination({ params, totalPages }: { params: ListParams; totalPages: number }) {
  if (totalPages <= 1) return null;
  const page = Math.min(params.page, totalPages);
  const href = (p: number) => ({ search: `?${writeListParams({ ...params, page: p }).toString()}` });
  return (
    <nav aria-label="Pagination" className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Button variant="ghost" size="sm" asChild>
              <Link to={href(page - 1)} aria-label="Go to previous page">
                <ChevronLeft aria-hidden="true" />
                Previous
              </Link>
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled aria-label="Go to previous page">
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
          )}
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Button variant={item === page ? "outline" : "ghost"} size="icon-sm" className="w-auto min-w-8 px-2" asChild>
                <Link to={href(item)} aria-current={item === page ? "page" : undefined} aria-label={`Page ${item}`}>
                  {item}
                </Link>
              </Button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Button variant="ghost" size="sm" asChild>
              <Link to={href(page + 1)} aria-label="Go to next page">
                Next
                <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button variant="ghost" size="sm" disabled aria-label="Go to next page">
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          )}
        </li>
      </ul>
    </nav>
  );
}
