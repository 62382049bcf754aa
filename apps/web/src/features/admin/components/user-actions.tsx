import { useState } from "react";
import { Gift } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useGrantComplimentary, useSetRole } from "../api/admin-mutations";
import type { AdminUserRow } from "../api/admin-queries";

export function ComplimentaryMenu({ user }: { user: AdminUserRow }) {
  const grant = useGrantComplimentary();
  const run = (g: Parameters<typeof grant.mutate>[0]["grant"]) => grant.mutate({ userId: user.id, grant: g });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={grant.isPending} aria-label={`Complimentary access for ${user.email ?? user.id}`}>
          <Gift aria-hidden="true" /> Comp
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Complimentary access</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => run({ kind: "trial", days: 14 })}>14-day trial (dinner)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => run({ kind: "plan", planType: "dinner", days: 90 })}>Dinner Plan, 90 days</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => run({ kind: "plan", planType: "all_day", days: 90 })}>All Day Plan, 90 days</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => run({ kind: "revoke" })}>
          Revoke access
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const ROLE_LABELS = { user: "User", admin: "Admin", super_admin: "Super Admin" } as const;
type Role = keyof typeof ROLE_LABELS;

/**
 * Only a super_admin sees this control; the server refuses everyone else anyway. A role gives or
 * takes away power over every account, so the choice is confirmed before it is applied.
 */
export function RoleSelect({ user }: { user: AdminUserRow }) {
  const setRole = useSetRole();
  const [chosen, setChosen] = useState<Role | null>(null);
  const who = user.email ?? user.id;
  return (
    <>
      <Select value={user.role} onValueChange={(role) => role !== user.role && setChosen(role as Role)} disabled={setRole.isPending}>
        <SelectTrigger size="sm" className="w-36" aria-label={`Role of ${who}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {Object.entries(ROLE_LABELS).map(([value, label]) => (
            <SelectItem key={value} value={value}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Dialog open={chosen !== null} onOpenChange={(open) => !open && setChosen(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Change this user's role?</DialogTitle>
            <DialogDescription>
              {who} will change from {ROLE_LABELS[user.role as Role] ?? user.role} to {chosen ? ROLE_LABELS[chosen] : ""}.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              onClick={() => {
                if (chosen) setRole.mutate({ userId: user.id, role: chosen, label: `${who} is now ${ROLE_LABELS[chosen]}.` });
                setChosen(null);
              }}
            >
              Change role
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
