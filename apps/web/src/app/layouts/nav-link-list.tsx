import { NavLink } from "react-router";
import { cn } from "@/lib/utils";
import type { NavLink as NavLinkItem } from "./nav-links";

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-md px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground", isActive ? "text-foreground" : "text-muted-foreground");

/** The header's links (and the drawer's), with the current page marked. */
export function NavLinkList({ links, onNavigate }: { links: NavLinkItem[]; onNavigate?: () => void }) {
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} end className={navClass} onClick={onNavigate}>
      {link.label}
    </NavLink>
  ));
}
