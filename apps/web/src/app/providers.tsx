import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@/lib/query-client";
import { toastsRequested } from "@/lib/toast";
import { ThemeProvider, useTheme } from "./theme-provider";

const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));

/** Mounts the toaster when the first toast is raised; until then no toast code is downloaded. */
function ToasterHost() {
  const { resolvedTheme } = useTheme();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const subscription = toastsRequested(() => setWanted(true));
    if (subscription.already) setWanted(true);
    return subscription.stop;
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Clear of Sierra's button and open panel (index.css, --sierra-toast-*). */}
      <Toaster
        theme={resolvedTheme}
        position="top-right"
        offset={{ top: "var(--sierra-toast-top)", right: "var(--sierra-toast-right)" }}
        mobileOffset={{ top: "var(--sierra-toast-top)" }}
      />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToasterHost />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
