import { Download, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "./copy-button";

const FILE_NAME = "sierra-meal-planner-recovery-codes.txt";

function download(codes: string[], email: string | undefined) {
  const text = [
    "Sierra Meal Planner recovery codes",
    email ? `Account: ${email}` : "",
    "Each code signs you in once when you cannot use your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The recovery codes, shown this once, with copy and download. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert>
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Save these codes now</AlertTitle>
        <AlertDescription>
          This is the only time they are shown. Each one signs you in once if you lose your phone. Keep them somewhere safe, like a password manager.
        </AlertDescription>
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/50 p-4 font-mono text-sm sm:text-base">
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label="Copy codes" done="Recovery codes copied" />
        <Button type="button" variant="outline" size="sm" onClick={() => download(codes, email)}>
          <Download aria-hidden="true" /> Download codes
        </Button>
      </div>
    </div>
  );
}
