import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { CopyButton } from "./copy-button";

/** A new token's secret, shown this once, with a copy button and how to use it. */
export function ApiTokenSecret({ secret }: { secret: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert>
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Copy your token now</AlertTitle>
        <AlertDescription>This is the only time it is shown. Anyone who has it can use your meal plans, recipes and kitchen as you.</AlertDescription>
      </Alert>
      <p aria-label="Your new API token" className="break-all rounded-md border bg-muted/50 p-3 font-mono text-sm" data-testid="api-token-secret">
        {secret}
      </p>
      <div>
        <CopyButton text={secret} label="Copy token" done="Token copied" />
      </div>
      <p className="text-sm text-muted-foreground">
        Send it as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>. The API reference is at{" "}
        <a className="underline underline-offset-4" href="/api/docs" target="_blank" rel="noreferrer">
          /api/docs
        </a>
        .
      </p>
    </div>
  );
}
