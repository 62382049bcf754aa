import { Link } from "react-router";
import { Download, LogOut, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSession } from "@/features/session/use-session";
import { useSignOut } from "@/features/session/use-sign-out";
import { useInstallOffer } from "@/lib/pwa/install-prompt";
import { USER_MENU_LINKS } from "./nav-links";

/** Name or e-mail, with Profile, Preferences, Pantry, Install app (when the browser offers it) and Log Out. */
export function UserMenu() {
  const { data } = useSession();
  const signOut = useSignOut();
  const installOffer = useInstallOffer();
  const label = data?.user.name || data?.user.email || "Account";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-56 gap-2" aria-label={`Account menu for ${label}`}>
          <UserRound className="size-5 shrink-0" aria-hidden="true" />
          <span className="hidden truncate sm:inline">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {USER_MENU_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        {installOffer.available && (
          <DropdownMenuItem onSelect={() => void installOffer.install()}>
            <Download className="size-4" aria-hidden="true" /> Install app
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" /> Log Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
