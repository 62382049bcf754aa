import { useState } from "react";
import { Link, Outlet } from "react-router";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { BetaBanner } from "./beta-banner";
import { Logo } from "./logo";
import { NavLinkList } from "./nav-link-list";
import { SIGNED_OUT_NAV } from "./nav-links";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import { ThemeToggle } from "./theme-toggle";

/** Signed-out layout: header (drawer below 768 px), beta banner, main, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <NavLinkList links={SIGNED_OUT_NAV} />
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <ThemeToggle />
            <Button variant="ghost" asChild>
              <Link to="/auth/login">Log In</Link>
            </Button>
            <Button asChild>
              <Link to="/pricing">Sign Up</Link>
            </Button>
          </div>
          <div className="flex items-center gap-1 md:hidden">
            <ThemeToggle />
            <MobileDrawer />
          </div>
        </div>
      </header>
      <BetaBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>Navigate Sierra Meal Planner</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 px-4">
          <NavLinkList links={SIGNED_OUT_NAV} onNavigate={close} />
        </nav>
        <section aria-labelledby="drawer-account" className="mt-4 flex flex-col gap-2 border-t px-4 pt-4">
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
      </SheetContent>
    </Sheet>
  );
}
