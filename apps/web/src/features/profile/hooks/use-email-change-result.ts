import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { sessionQuery } from "@/features/session/use-session";

/**
 * The confirmation link lands on /profile?email-change=done (better-auth adds &error=... when
 * the link is invalid, expired or opened in someone else's session). Says which, once.
 */
export function useEmailChangeResult() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const done = params.get("email-change") === "done";
  const error = params.get("error");
  useEffect(() => {
    if (!done) return;
    if (error) {
      toast.error("Email not changed", { description: "This confirmation link is invalid or has expired. Please request a new one." });
    } else {
      toast.success("Email updated", { description: "Your account now uses your new email address." });
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ["profile"] });
    }
    setParams(
      (p) => {
        p.delete("email-change");
        p.delete("error");
        return p;
      },
      { replace: true },
    );
  }, [done, error, queryClient, setParams]);
}
