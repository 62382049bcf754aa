import { Outlet } from "react-router";
import { SIDEBAR_COOKIE_NAME, SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AppSidebar } from "./app-sidebar";
import { BetaBanner } from "./beta-banner";
import { OfflineBanner } from "./offline-banner";
import { Logo } from "./logo";
import { NavLinkList } from "./nav-link-list";
import { SIGNED_IN_NAV } from "./nav-links";
import { SiteFooter } from "./site-footer";
import { SkipLink } from "./skip-link";
import { PageSuspense } from "../page-suspense";
import { UserMenu } from "./user-menu";
import { useSaveBrowserTimeZone } from "@/features/session/use-browser-time-zone";
import { useSession } from "@/features/session/use-session";
import { SierraLauncher } from "@/features/assistant";
import { useResumeChosenPlan } from "@/features/marketing/chosen-plan";
import { readCookie } from "@/lib/render-request";

/** The sidebar's open state survives reloads through its own cookie (7 days). */
function readSidebarCookie(): boolean {
  return readCookie(SIDEBAR_COOKIE_NAME) !== "false";
}

/** Signed-in layout: sidebar, top bar (logo on mobile, top navigation, user menu), beta banner, main, footer. */
export function AppLayout() {
  useSaveBrowserTimeZone();
  useResumeChosenPlan();
  const userId = useSession().data?.user.id ?? null;
  return (
    // Tooltips live only in the signed-in shell (sidebar, role badge), so their provider does too.
    <TooltipProvider>
      <SidebarProvider defaultOpen={readSidebarCookie()}>
        <SkipLink />
        <div className="contents print:hidden">
          <AppSidebar />
        </div>
        {/* Not shadcn's SidebarInset: it is a <main>, and the page's own <main> is inside it (two main
          landmarks). min-w-0 lets wide content (the admin's table) scroll inside the column instead
          of pushing the page sideways. The bottom padding is Sierra's button's clearance (index.css). */}
        <div data-slot="sidebar-inset" className="relative flex w-full min-w-0 flex-1 flex-col bg-background pb-(--sierra-clearance) print:pb-0">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur print:hidden">
            <SidebarTrigger />
            <Logo className="md:hidden" compact />
            <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
              <NavLinkList links={SIGNED_IN_NAV} />
            </nav>
            <div className="ml-auto">
              <UserMenu />
            </div>
          </header>
          <OfflineBanner />
          <BetaBanner />
          {/* At least a screen tall: the footer starts below the fold, so a page growing as its
            data arrives never pushes a visible footer down (layout shift, issue 14). */}
          <main id="main" className="min-h-svh flex-1">
            <PageSuspense>
              <Outlet />
            </PageSuspense>
          </main>
          <SiteFooter />
        </div>
        <SierraLauncher userId={userId} />
      </SidebarProvider>
    </TooltipProvider>
  );
}
