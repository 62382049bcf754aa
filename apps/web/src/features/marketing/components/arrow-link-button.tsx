import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The marketing pages' primary call to action: a large button link with a trailing arrow. */
export function ArrowLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button size="lg" asChild>
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
