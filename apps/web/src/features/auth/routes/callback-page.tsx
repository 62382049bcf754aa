import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { StatusPanel } from "@/components/status-panel";
import { FullPageMessage } from "@/components/full-page-message";
import { sessionQuery, type SessionData } from "@/features/session/use-session";

const ERROR_REDIRECT_MS = 3000;
const SESSION_RETRY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where e-mail links land. Recovery links carry their token on to the reset
 * form; verification links arrive signed in and go home. Failures explain
 * themselves and return to login after 3 s.
 */
export function CallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const run = async (): Promise<string | null> => {
      if (params.get("error")) return "Failed to complete authentication";
      const token = params.get("token");
      if (params.get("type") === "recovery") {
        if (!token) return "Authentication process didn't complete properly";
        // A guest checkout's welcome link sets a first password (docs/decisions/048): the page says so.
        const welcome = params.get("welcome") === "1" ? "&welcome=1" : "";
        navigate(`/auth/reset-password?token=${encodeURIComponent(token)}${welcome}`, { replace: true });
        return null;
      }
      let session: SessionData | null;
      try {
        session = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
        if (!session) {
          await sleep(SESSION_RETRY_MS);
          session = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
        }
      } catch {
        return "Failed to retrieve authentication session";
      }
      if (!session) return "Authentication process didn't complete properly";
      navigate("/", { replace: true });
      return null;
    };
    run()
      .catch(() => "An unexpected error occurred during authentication")
      .then((message) => {
        if (!cancelled && message) setError(message);
      });
    return () => {
      cancelled = true;
    };
  }, [params, navigate, queryClient]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => navigate("/auth/login", { replace: true }), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, navigate]);

  if (error) {
    return (
      <StatusPanel icon={TriangleAlert} title="Authentication Error" tone="destructive">
        <p>{error}</p>
        <p className="mt-2 text-sm">Taking you to the login page...</p>
      </StatusPanel>
    );
  }
  return <FullPageMessage>Completing authentication...</FullPageMessage>;
}
