import { useRef } from "react";
import { Link } from "react-router";
import { Menu, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NavLinkList } from "./nav-link-list";
import { SIGNED_OUT_NAV } from "./nav-links";

/**
 * The signed-out header below 768 px. A native modal <dialog> gives the focus trap, Escape,
 * the inert page behind and the dialog role without a dialog library in the landing page's
 * first download (docs/decisions/032's byte budget).
 */
export function MobileDrawer() {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Open menu" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby="drawer-title"
        aria-describedby="drawer-description"
        // A click on the backdrop lands on the dialog element itself: close, as a sheet does.
        onClick={(event) => event.target === event.currentTarget && close()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-72 max-w-[85vw] border-l bg-background p-0 text-foreground shadow-lg backdrop:bg-black/50 open:animate-in open:slide-in-from-right"
      >
        <div className="flex flex-col gap-4 p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="flex flex-col gap-1.5">
              <h2 id="drawer-title" className="font-semibold text-foreground">
                Menu
              </h2>
              <p id="drawer-description" className="text-sm text-muted-foreground">
                Navigate Sierra Meal Planner
              </p>
            </div>
            <Button variant="ghost" size="icon" aria-label="Close" onClick={close}>
              <X className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <nav aria-label="Mobile" className="flex flex-col gap-1">
            <NavLinkList links={SIGNED_OUT_NAV} onNavigate={close} />
          </nav>
          <section aria-labelledby="drawer-account" className="flex flex-col gap-2 border-t pt-4">
            <h2 id="drawer-account" className="text-sm font-semibold text-muted-foreground">
              User Account
            </h2>
            <Button variant="outline" asChild>
              <Link to="/auth/login" onClick={close}>
                Log In
              </Link>
            </Button>
            <Button asChild>
              <Link to="/pricing" onClick={close}>
                Sign Up
              </Link>
            </Button>
          </section>
        </div>
      </dialog>
    </>
  );
}
