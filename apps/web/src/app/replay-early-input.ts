import { EARLY_INPUT_GLOBAL, elementSignature, type EarlyEvent, type EarlyInput, type ElementKey } from "./early-input";

/** How long the app's page may take to show an element the server's page had (a lazy part still loading). */
const FIND_FOR_MS = 3000;

/** The app's element that stands where the server's page had `key`: same tag, same names, same place among those alike. */
function find(root: HTMLElement, key: ElementKey): HTMLElement | null {
  const alike = Array.from(root.querySelectorAll<HTMLElement>(key.tag)).filter(
    (el) => !el.closest("[data-server-rendered]") && elementSignature(el) === key.signature,
  );
  return alike[key.index] ?? null;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function findSoon(root: HTMLElement, key: ElementKey): Promise<HTMLElement | null> {
  const until = performance.now() + FIND_FOR_MS;
  for (;;) {
    const el = find(root, key);
    if (el || performance.now() > until) return el;
    await nextFrame();
  }
}

/** A value set as typing sets it, so React's change handlers see it. */
function typeValue(field: HTMLElement, value: string) {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : field instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * A click as a pointer makes it: some controls act on pointer or mouse down (menus, selects, tabs),
 * others on click.
 */
function press(el: HTMLElement) {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, pointerType: "mouse", isPrimary: true };
  el.dispatchEvent(new PointerEvent("pointerdown", init));
  el.dispatchEvent(new MouseEvent("mousedown", init));
  el.dispatchEvent(new PointerEvent("pointerup", { ...init, buttons: 0 }));
  el.dispatchEvent(new MouseEvent("mouseup", { ...init, buttons: 0 }));
  el.click();
}

async function replay(root: HTMLElement, event: EarlyEvent) {
  if (event.kind === "key") {
    const { kind: _kind, ...init } = event;
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent("keydown", { ...init, bubbles: true, cancelable: true }));
    return;
  }
  const el = await findSoon(root, event.element);
  if (!el) return;
  if (event.kind === "click") press(el);
  else if (event.kind === "focus") el.focus();
  else if (event.kind === "value") typeValue(el, event.value);
  else if (el instanceof HTMLFormElement) el.requestSubmit();
}

/**
 * Called once the app's first render has mounted (main.tsx): stops holding input and does again,
 * in order, what was done on the server's page (early-input.ts).
 */
export async function replayEarlyInput(root: HTMLElement): Promise<void> {
  const held = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  if (!held || held.done) return;
  held.done = true;
  for (const event of held.events.splice(0)) await replay(root, event);
}
