import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** A readable single-column page (about, terms, privacy, help) with its one h1. */
export function ProsePage({ title, intro, lastUpdated, children }: { title: string; intro?: ReactNode; lastUpdated?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="space-y-3 border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
        {lastUpdated ? <p className="text-sm text-muted-foreground">Last updated: {lastUpdated}</p> : null}
        {intro ? <div className="text-lg leading-8 text-muted-foreground">{intro}</div> : null}
      </div>
      <div className="mt-8 space-y-10">{children}</div>
    </div>
  );
}

/** A titled h2 section of a prose page. */
export function ProseSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("space-y-4 leading-7 text-foreground", className)}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list with comfortable spacing. */
export function ProseList({ children, ordered = false }: { children: ReactNode; ordered?: boolean }) {
  const className = cn("space-y-2 pl-6 marker:text-muted-foreground", ordered ? "list-decimal" : "list-disc");
  return ordered ? <ol className={className}>{children}</ol> : <ul className={className}>{children}</ul>;
}

/** An in-text link: underlined so it stands out without relying on colour. */
export function TextLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "font-medium text-primary underline underline-offset-4 hover:decoration-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
    </Link>
  );
}
