/** The mobile menu on the prerendered page: the same behaviour as app/layouts/mobile-drawer.tsx. */
export function wireDrawer() {
  const open = document.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]');
  const dialog = document.querySelector<HTMLDialogElement>("dialog[aria-labelledby=drawer-title]");
  if (!open || !dialog) return;
  open.addEventListener("click", () => dialog.showModal());
  dialog.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.addEventListener("click", () => dialog.close());
  // A click on the backdrop lands on the dialog element itself; a followed link closes it too.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog || (event.target as Element).closest("a")) dialog.close();
  });
}
