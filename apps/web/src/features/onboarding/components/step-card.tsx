import type { ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** One step's card: its heading, a line on what it is for, and Back to the step before. */
export function StepCard({ title, description, onBack, children }: { title: string; description: string; onBack?: () => void; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="gap-2 px-4 sm:px-6">
        {onBack && (
          <Button type="button" variant="ghost" size="sm" className="-ml-2 w-fit text-muted-foreground" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        )}
        <CardTitle>
          <h2 className="text-xl font-semibold sm:text-2xl">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
