import { Link, useLocation } from "react-router";
import { LogOut, Moon } from "lucide-react";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from "@/components/ui/sidebar";
import { Switch } from "@/components/ui/switch";
import { useRole } from "@/features/session/use-role";
import { useSession } from "@/features/session/use-session";
import { useSignOut } from "@/features/session/use-sign-out";
import { useTheme } from "../theme-provider";
import { Logo } from "./logo";
import { SIDEBAR_GROUPS } from "./sidebar-links";
import { RoleBadge, RoleWarning } from "./role-badge";

export function AppSidebar() {
  const { pathname } = useLocation();
  const { data } = useSession();
  const { role, isAdmin, roleError } = useRole();
  const { resolvedTheme, setTheme } = useTheme();
  const signOut = useSignOut();
  const { isMobile } = useSidebar();
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <Logo className="px-1 py-1.5 group-data-[collapsible=icon]:px-0" />
      </SidebarHeader>
      <SidebarContent>
        {SIDEBAR_GROUPS.filter((g) => (!g.adminOnly || isAdmin) && (!g.mobileOnly || isMobile)).map((group) => (
          <SidebarGroup key={group.label}>
            <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
            <SidebarGroupContent>
              <SidebarMenu>
                {group.links.map(({ to, label, icon: Icon }) => (
                  <SidebarMenuItem key={to}>
                    <SidebarMenuButton asChild isActive={pathname === to} tooltip={label}>
                      <Link to={to}>
                        <Icon aria-hidden="true" />
                        <span>{label}</span>
                      </Link>
                    </SidebarMenuButton>
                  </SidebarMenuItem>
                ))}
              </SidebarMenu>
            </SidebarGroupContent>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter>
        <div className="flex min-w-0 flex-wrap items-center gap-2 px-2 group-data-[collapsible=icon]:hidden">
          {/* The whole address, wrapped: a cut-off e-mail cannot tell two accounts apart. */}
          <span className="min-w-0 text-sm break-all" data-testid="sidebar-email">
            {data?.user.email}
          </span>
          <RoleBadge role={role} />
          {roleError && <RoleWarning />}
        </div>
        <SidebarMenu>
          <SidebarMenuItem>
            <label className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm group-data-[collapsible=icon]:hidden">
              <span className="flex items-center gap-2">
                <Moon className="size-4" aria-hidden="true" /> Dark mode
              </span>
              <Switch checked={resolvedTheme === "dark"} onCheckedChange={(on) => setTheme(on ? "dark" : "light")} aria-label="Dark mode" />
            </label>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton onClick={() => void signOut()} tooltip="Sign Out">
              <LogOut aria-hidden="true" />
              <span>Sign Out</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}
