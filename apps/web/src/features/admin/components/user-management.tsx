import { useEffect, useState } from "react";
import { Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/retry-alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useRole } from "@/features/session/use-role";
import { useAdminUsers } from "../api/admin-queries";
import { PublishingSwitch } from "./publishing-switch";
import { ComplimentaryMenu, RoleSelect } from "./user-actions";

const SEARCH_DEBOUNCE_MS = 300;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function UserManagement() {
  const { isSuperAdmin } = useRole();
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(input.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const users = useAdminUsers(search, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="Search by email..."
          aria-label="Search users by email"
          className="pl-9"
        />
      </div>
      {users.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : users.isError ? (
        <RetryAlert title="Failed to load dashboard data" onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>ID</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Subscribed</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead>Trial</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.users.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8} className="py-8 text-center text-muted-foreground">
                    No users match “{search}”.
                  </TableCell>
                </TableRow>
              )}
              {users.data.users.map((u) => (
                <TableRow key={u.id}>
                  <TableCell className="max-w-28 truncate font-mono text-xs" title={u.id}>
                    {u.id}
                  </TableCell>
                  <TableCell>{u.email ?? "No email"}</TableCell>
                  <TableCell className="whitespace-nowrap">{dateFormat.format(new Date(u.created_at))}</TableCell>
                  <TableCell>{u.subscribed ? <Badge>Yes</Badge> : <span className="text-muted-foreground">No</span>}</TableCell>
                  <TableCell>
                    {u.plan_type ?? <span className="text-muted-foreground">None</span>}
                    {u.source === "complimentary" && <span className="ml-1 text-xs text-muted-foreground">(comp)</span>}
                  </TableCell>
                  <TableCell>{u.trial_active ? <Badge variant="secondary">Active</Badge> : <span className="text-muted-foreground">No</span>}</TableCell>
                  <TableCell>{isSuperAdmin ? <RoleSelect user={u} /> : u.role}</TableCell>
                  <TableCell>
                    <div className="flex flex-wrap gap-2">
                      <ComplimentaryMenu user={u} />
                      <PublishingSwitch user={u} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
