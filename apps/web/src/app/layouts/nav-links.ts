import { CalendarDays, CircleHelp, House, Info, LayoutDashboard, ShieldCheck, UserCog, UtensilsCrossed, type LucideIcon } from "lucide-react";

export interface NavLink {
  to: string;
  label: string;
}

export const SIGNED_OUT_NAV: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
];

export const SIGNED_IN_NAV: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/meal-plans", label: "Meal Plans" },
  { to: "/recipes", label: "Recipes" },
  { to: "/about", label: "About" },
];

// The spec's /shopping-lists (footer) and /pantry (user menu) come back with the kitchen issue;
// until those pages exist, no link leads to a 404 (docs/decisions/029).
export const FOOTER_LINKS: NavLink[] = [
  { to: "/meal-plans", label: "Meal Plans" },
  { to: "/recipes", label: "Recipe Database" },
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
];

export const USER_MENU_LINKS: NavLink[] = [
  { to: "/profile", label: "Profile" },
  { to: "/preferences", label: "Preferences" },
];

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
