import { ShieldAlert, ShieldCheck } from "lucide-react";

/** Where the "This was not me" link of the e-mail-changed mail lands. */
export function EmailRestoredNotice({ ok }: { ok: boolean }) {
  const Icon = ok ? ShieldCheck : ShieldAlert;
  return (
    <p role="status" className="mb-4 flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {ok
          ? "Your email address is restored and every device is signed out. Choose a new password now: whoever changed your email may know the old one."
          : "This undo link is invalid or has expired. If someone else changed your email, reset your password and contact support."}
      </span>
    </p>
  );
}
