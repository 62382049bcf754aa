import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PanelFrame } from "./panel-frame";
import { PanelHeader } from "./panel-header";
import { SIERRA_OPEN_PARAM } from "./panel-ids";
import { SierraButton } from "./sierra-button";
import { SignedOutPanel } from "./signed-out-panel";

// The chat is its own chunk, fetched when the user points at or tabs to the button, or opens it.
const loadPanel = () => import("./sierra-panel");
const SierraPanel = lazy(() => loadPanel().then((m) => ({ default: m.SierraPanel })));
const preload = () => void loadPanel();

/** Shown for the moment the chat's code takes to arrive on a first open. */
function PanelLoading({ onClose }: { onClose: () => void }) {
  return (
    <PanelFrame open onClose={onClose} modal={false} chat>
      <PanelHeader onClose={onClose} />
      <p role="status" className="p-4 text-sm text-muted-foreground">
        Opening Sierra...
      </p>
    </PanelFrame>
  );
}

/**
 * Sierra's floating button and panel, in both layouts (spec section 2). A visitor's panel is the
 * sign-in note; a member's is the chat, mounted on first open and kept (hidden) afterwards, so a
 * draft, a reply being written and a recipe being generated all survive closing it.
 */
export function SierraLauncher({ userId }: { userId: string | null }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [params, setParams] = useSearchParams();

  // ?sierra=open (from the landing page's button) opens the panel once, then leaves the URL.
  const openFromUrl = params.get(SIERRA_OPEN_PARAM) === "open";
  useEffect(() => {
    if (!openFromUrl) return;
    setMounted(true);
    setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SIERRA_OPEN_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openFromUrl, setParams]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  const toggle = () => {
    setMounted(true);
    setOpen((was) => !was);
  };

  return (
    <>
      <SierraButton ref={button} open={open} onToggle={toggle} onIntent={userId ? preload : undefined} />
      {userId === null ? (
        <SignedOutPanel open={open} onClose={close} />
      ) : (
        mounted && (
          <Suspense fallback={open ? <PanelLoading onClose={close} /> : null}>
            <SierraPanel key={userId} userId={userId} open={open} onClose={close} />
          </Suspense>
        )
      )}
    </>
  );
}
