import { Link } from "react-router";
import { MapPinOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "@/components/status-panel";

export function NotFoundPage() {
  return (
    <StatusPanel
      icon={MapPinOff}
      title="Oops! Page not found"
      actions={
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      }
    >
      The page you are looking for does not exist or has moved.
    </StatusPanel>
  );
}
