import { useState } from "react";
import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSession } from "@/features/session/use-session";
import { DisableTwoFactorDialog } from "./disable-two-factor-dialog";
import { RecoveryCodesDialog } from "./recovery-codes-dialog";
import { TwoFactorSetupDialog } from "./two-factor-setup-dialog";

type Open = "setup" | "codes" | "disable" | null;

/** Two-step verification (TOTP): on or off, set up, new recovery codes, turn off. */
export function TwoFactorCard() {
  const session = useSession();
  const [open, setOpen] = useState<Open>(null);
  const user = session.data?.user;
  const enabled = Boolean(user?.twoFactorEnabled);
  const dialog = (name: Exclude<Open, null>) => ({ open: open === name, onOpenChange: (next: boolean) => setOpen(next ? name : null) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Two-step verification</h2>
        </CardTitle>
        <CardDescription>Ask for a code from an authenticator app on your phone when you sign in, as well as your password.</CardDescription>
        <CardAction>
          <Badge variant={enabled ? "default" : "secondary"}>{enabled ? "On" : "Off"}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {enabled ? (
          <>
            <p className="flex items-start gap-2 text-sm">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>Signing in asks for a code from your authenticator app. If you lose your phone, use one of your recovery codes.</span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setOpen("codes")}>
                <KeyRound aria-hidden="true" /> Get new recovery codes
              </Button>
              <Button variant="outline" onClick={() => setOpen("disable")}>
                <ShieldOff aria-hidden="true" /> Turn off
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Even if someone learns your password, they can't sign in without your phone.</p>
            <div>
              <Button onClick={() => setOpen("setup")} disabled={!user}>
                <ShieldCheck aria-hidden="true" /> Set up two-step verification
              </Button>
            </div>
          </>
        )}
      </CardContent>
      <TwoFactorSetupDialog {...dialog("setup")} email={user?.email} />
      <RecoveryCodesDialog {...dialog("codes")} email={user?.email} />
      <DisableTwoFactorDialog {...dialog("disable")} />
    </Card>
  );
}
