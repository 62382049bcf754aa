import { useId, type ReactNode } from "react";

/** A closing call-to-action band: optional eyebrow, h2 title, text and action links. */
export function CallToAction({ eyebrow, title, description, children }: { eyebrow?: ReactNode; title: string; description: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-2xl border bg-card px-6 py-10 text-center text-card-foreground shadow-sm sm:px-12 sm:py-14">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wide text-primary">{eyebrow}</p> : null}
        <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {title}
        </h2>
        <div className="mx-auto mt-4 max-w-2xl text-base leading-7 text-muted-foreground">{description}</div>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
      </div>
    </section>
  );
}
