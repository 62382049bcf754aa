import { useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { resendVerification } from "../api/auth-operations";

/** Sends the verification link again, for users whose link expired or went missing. */
export function ResendVerification({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    const result = await resendVerification(email);
    setBusy(false);
    if (result.ok) toast.success("Verification email sent", { description: `We sent a new link to ${email}.` });
    else toast.error("Could not send the email", { description: result.message ?? "Please try again." });
  };
  return (
    <Button type="button" variant="outline" className="w-full" onClick={() => void resend()} disabled={busy}>
      {busy ? "Sending..." : "Resend verification email"}
    </Button>
  );
}
