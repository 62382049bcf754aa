import type { Page } from "@playwright/test";

const INTERACTIVE = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "label",
  "[role=button]",
  "[role=link]",
  "[role=tab]",
  "[role=checkbox]",
  "[role=switch]",
  "[role=combobox]",
  "[role=menuitem]",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * What Sierra's floating button covers once the page is scrolled to its bottom: every visible
 * interactive element and every text whose box meets the button's box. "Visible" is what the
 * browser hits there with the button out of the way, so text clipped by a scroll box or under a
 * sticky bar does not count.
 */
export async function coveredByTheButton(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate((interactive) => {
    const button = document.getElementById("sierra-button");
    if (!button) return ["no floating button on the page"];
    const box = button.getBoundingClientRect();
    const meet = (r: DOMRect) => {
      const left = Math.max(r.left, box.left);
      const right = Math.min(r.right, box.right);
      const top = Math.max(r.top, box.top);
      const bottom = Math.min(r.bottom, box.bottom);
      return right - left >= 1 && bottom - top >= 1 ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
    };
    const ignored = (el: Element) => el === button || button.contains(el) || el.closest("#sierra-panel, [data-sonner-toaster]") !== null;
    const shows = (el: Element, at: { x: number; y: number }) => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit !== null && (hit === el || el.contains(hit));
    };
    const describe = (el: Element, text?: string) =>
      `${el.tagName.toLowerCase()} "${(text ?? el.textContent ?? el.getAttribute("aria-label") ?? "").trim().slice(0, 40)}"`;
    const found = new Set<string>();
    const saved = button.style.visibility;
    button.style.visibility = "hidden";
    try {
      for (const el of Array.from(document.querySelectorAll(interactive))) {
        if (ignored(el)) continue;
        const at = meet(el.getBoundingClientRect());
        if (at && shows(el, at)) found.add(describe(el));
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || ignored(parent)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          const at = meet(rect);
          if (at && shows(parent, at)) found.add(describe(parent, node.textContent));
        }
      }
    } finally {
      button.style.visibility = saved;
    }
    return [...found];
  }, INTERACTIVE);
}
