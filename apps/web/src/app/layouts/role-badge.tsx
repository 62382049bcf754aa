import { TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

export function RoleBadge({ role }: { role: string }) {
  if (role === "super_admin") return <Badge variant="destructive">Super Admin</Badge>;
  if (role === "admin") return <Badge variant="secondary">Admin</Badge>;
  return null;
}

export function RoleWarning() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button type="button" className="rounded text-amber-700 dark:text-amber-400" aria-label="Role permission issue. Using default user role.">
          <TriangleAlert className="size-4" aria-hidden="true" />
        </button>
      </TooltipTrigger>
      <TooltipContent>Role permission issue. Using default user role.</TooltipContent>
    </Tooltip>
  );
}
