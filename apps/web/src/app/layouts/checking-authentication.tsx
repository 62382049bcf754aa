import { FullPageMessage } from "@/components/full-page-message";

/** A member's first screen while the session is checked (also what the server sends a member's page with). */
export function CheckingAuthentication() {
  return <FullPageMessage>Checking authentication...</FullPageMessage>;
}
