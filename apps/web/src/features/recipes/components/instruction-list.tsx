import { normalizeSteps } from "@sierra/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Numbered steps; a leading 'Step N:' in the text is dropped, the list numbers them. */
export function InstructionList({ steps }: { steps: unknown }) {
  const lines = normalizeSteps(steps);
  return (
    <Card className="gap-4 print:border-0 print:bg-transparent print:py-2 print:shadow-none">
      <CardHeader className="print:px-0">
        <CardTitle>
          <h2 className="text-lg">Instructions</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="print:px-0">
        {lines.length === 0 ? (
          <p className="text-muted-foreground">This recipe has no instructions yet.</p>
        ) : (
          <ol className="flex flex-col gap-4" data-testid="instruction-list">
            {lines.map((step, index) => (
              <li key={index} className="flex gap-3 break-inside-avoid">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground print:border print:border-current print:bg-transparent print:text-current"
                >
                  {index + 1}
                </span>
                <p className="pt-0.5 leading-relaxed">{step}</p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
