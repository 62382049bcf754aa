import { CalendarDays, CircleHelp, CreditCard, House, Info, LayoutDashboard, ShieldCheck, UserCog, UtensilsCrossed, type LucideIcon } from "lucide-react";
import type { NavLink } from "./nav-links";

// Apart from nav-links.ts so the signed-out header does not carry the sidebar's icons.
export interface SidebarLink extends NavLink {
  icon: LucideIcon;
}

export const SIDEBAR_GROUPS: { label: string; links: SidebarLink[]; adminOnly?: boolean; mobileOnly?: boolean }[] = [
  {
    label: "Navigation",
    links: [
      { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
      { to: "/meal-plans", label: "Meal Plans", icon: CalendarDays },
      { to: "/recipes", label: "Recipes", icon: UtensilsCrossed },
    ],
  },
  {
    label: "Settings",
    links: [
      { to: "/profile", label: "Profile & Preferences", icon: UserCog },
      { to: "/subscription", label: "Subscription", icon: CreditCard },
      { to: "/help", label: "Help & Support", icon: CircleHelp },
    ],
  },
  { label: "Admin Tools", adminOnly: true, links: [{ to: "/admin", label: "Admin Dashboard", icon: ShieldCheck }] },
  // Below 768 px the top navigation (Home, About) is hidden; the sidebar sheet carries it instead.
  {
    label: "Sierra Meal Planner",
    mobileOnly: true,
    links: [
      { to: "/", label: "Home", icon: House },
      { to: "/about", label: "About", icon: Info },
    ],
  },
];
