/**
 * A page rendered on the server is shown before the app has started; the app then replaces it
 * (docs/decisions/042, 068). What someone does in between (a click on a button, a shortcut, text
 * typed into a field) is kept here and done again on the app's page once it is there, so nothing
 * done on a shown page is lost.
 *
 * `captureEarlyInput` runs from the blocking script in the page's head (the theme's, see
 * landing/render-landing.tsx): it is sent as its own source text, so it must not use anything
 * outside its body. Links keep working as plain links; everything else is held.
 */
export const EARLY_INPUT_GLOBAL = "__sierraEarlyInput";

/** Which element: its tag, what names it, and its place among the page's elements named alike. */
export interface ElementKey {
  tag: string;
  signature: string;
  index: number;
}

export type EarlyEvent =
  | { kind: "click"; element: ElementKey }
  | { kind: "key"; key: string; code: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }
  | { kind: "value"; element: ElementKey; value: string }
  | { kind: "focus"; element: ElementKey }
  | { kind: "submit"; element: ElementKey };

export interface EarlyInput {
  events: EarlyEvent[];
  /** Set when the app has taken the page over: nothing more is held. */
  done: boolean;
}

/** What names an element, the same on the server's page and the app's (React's generated ids differ, so no id). */
export function elementSignature(el: Element): string {
  return [
    el.tagName,
    el.getAttribute("role"),
    el.getAttribute("type"),
    el.getAttribute("name"),
    el.getAttribute("aria-label"),
    el.getAttribute("placeholder"),
    el.getAttribute("value"),
    (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 120),
  ].join("|");
}

/** The script's source: the capture and the signature it uses, each sent as its own text. */
export const earlyInputScript = () => `(${captureEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_GLOBAL)}, ${elementSignature.toString()});\n`;

export function captureEarlyInput(globalName: string, signatureOf: (el: Element) => string): void {
  const held: { events: EarlyEvent[]; done: boolean } = { events: [], done: false };
  (window as unknown as Record<string, unknown>)[globalName] = held;
  const SERVER = "[data-server-rendered]:not([data-first-screen])";
  const ACTIONABLE =
    "button, summary, [role=button], [role=tab], [role=checkbox], [role=switch], [role=menuitem], [role=option], [role=radio], input[type=checkbox], input[type=radio], input[type=submit], input[type=button], input[type=reset]";
  const FIELD = "input, textarea, select";
  const keyOf = (el: Element) => {
    const signature = signatureOf(el);
    const alike = Array.from(document.querySelectorAll(`${SERVER} ${el.tagName}`)).filter((other) => signatureOf(other) === signature);
    return { tag: el.tagName, signature, index: alike.indexOf(el) };
  };
  const onServerPage = (target: EventTarget | null): Element | null => (target instanceof Element && target.closest(SERVER) ? target : null);

  document.addEventListener(
    "click",
    (event) => {
      const target = onServerPage(event.target);
      if (held.done || !target || event.defaultPrevented) return;
      // A link is a plain link until the app starts: the browser follows it.
      if (target.closest("a[href]") && !target.closest(ACTIONABLE)) return;
      const actionable = target.closest(ACTIONABLE);
      if (!actionable) return;
      event.preventDefault();
      held.events.push({ kind: "click", element: keyOf(actionable) });
    },
    true,
  );
  document.addEventListener(
    "submit",
    (event) => {
      const form = onServerPage(event.target);
      if (held.done || !form) return;
      event.preventDefault();
      held.events.push({ kind: "submit", element: keyOf(form) });
    },
    true,
  );
  document.addEventListener(
    "input",
    (event) => {
      const field = onServerPage(event.target);
      if (held.done || !field || !field.matches(FIELD)) return;
      const element = keyOf(field);
      const value = (field as HTMLInputElement).value;
      // Only the latest value of a field matters.
      const i = held.events.findIndex((e) => e.kind === "value" && e.element.signature === element.signature && e.element.index === element.index);
      if (i >= 0) held.events.splice(i, 1);
      held.events.push({ kind: "value", element, value });
    },
    true,
  );
  document.addEventListener(
    "focusin",
    (event) => {
      const target = onServerPage(event.target);
      if (held.done || !target) return;
      held.events.push({ kind: "focus", element: keyOf(target) });
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (held.done || event.key === "Tab") return;
      const target = event.target instanceof Element ? event.target : null;
      // Typing into a field is kept as the field's value; Enter or Space on a button presses it,
      // which arrives as its click (held above): kept twice, a menu would open and close again.
      if (target && target.closest("input, textarea, select, [contenteditable]")) return;
      if (target && target.closest(ACTIONABLE) && (event.key === "Enter" || event.key === " ")) return;
      const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event;
      held.events.push({ kind: "key", key, code, ctrlKey, metaKey, altKey, shiftKey });
    },
    true,
  );
}
