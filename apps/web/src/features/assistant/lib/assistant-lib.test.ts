import { describe, expect, it } from "vitest";
import type { ChatMessage, CurrentThreadResponse } from "@sierra/shared";
import { formatClock } from "./clock-time";
import { enterKeyAction } from "./input-keys";
import { messageBlocks } from "./message-blocks";
import { cardDay, fullDay, monthDayLong, monthDayShort } from "./month-day";
import { mentionsMealPlanning } from "./refresh-rule";
import { parseChatStreamEvent } from "./stream-events";
import { appendMessage, removeMessage, replaceMessage, updateCard } from "./thread-updates";

describe("formatClock (HH:mm in the user's zone)", () => {
  it.each([
    ["2026-11-21T18:05:00.000Z", "America/New_York", "13:05"],
    ["2026-11-21T18:05:00.000Z", "Asia/Tokyo", "03:05"],
    ["2026-11-21T18:05:00.000Z", "UTC", "18:05"],
    ["2026-11-22T05:07:00.000Z", "America/New_York", "00:07"],
    ["2026-07-01T12:30:00.000Z", "Europe/London", "13:30"],
    ["2026-11-21T09:00:00.000Z", "Asia/Kolkata", "14:30"],
  ])("%s in %s is %s", (iso, zone, expected) => {
    expect(formatClock(iso, zone)).toBe(expected);
  });

  it("is empty for a time it cannot read, and falls back to the browser's zone for an unknown one", () => {
    expect(formatClock("not a time", "UTC")).toBe("");
    expect(formatClock("2026-11-21T18:05:00.000Z", "Mars/Olympus_Mons")).toMatch(/^\d\d:\d\d$/);
  });
});

describe("mentionsMealPlanning (the 2-second refresh rule)", () => {
  it.each([
    ["plan my dinners for next week", true],
    ["What MEALS do I have?", true],
    ["make me a recipe for a spicy lentil soup", true],
    ["I love cooking", true],
    ["Planning ahead", true],
    ["thanks!", false],
    ["I'm allergic to shellfish now", false],
    ["", false],
  ])("%j -> %s", (text, expected) => {
    expect(mentionsMealPlanning(text)).toBe(expected);
  });
});

describe("enterKeyAction", () => {
  const press = (key: string, shiftKey = false, isComposing = false) => ({ key, shiftKey, isComposing });
  it.each([
    [press("Enter"), true, "send"],
    [press("Enter"), false, "ignore"],
    [press("Enter", true), true, "default"],
    [press("Enter", true), false, "default"],
    [press("Enter", false, true), true, "default"],
    [press("a"), true, "default"],
  ] as const)("%j with canSend=%s -> %s", (p, canSend, expected) => {
    expect(enterKeyAction(p, canSend)).toBe(expected);
  });
});

describe("month and day", () => {
  it("formats a calendar date without any zone moving it", () => {
    expect(monthDayShort("2026-11-21")).toBe("Nov 21");
    expect(monthDayLong("2026-01-01")).toBe("January 1");
    expect(fullDay("2026-11-21")).toBe("Saturday, November 21");
    expect(cardDay("2026-11-23")).toBe("Mon, Nov 23");
  });
});

describe("messageBlocks", () => {
  it("keeps paragraphs with their line breaks and turns '- ' lines into a list", () => {
    expect(messageBlocks("Here is your week:\n- Mon: Soup\n- Tue: Curry\n\nEnjoy!\nSierra")).toEqual([
      { kind: "paragraph", lines: ["Here is your week:"] },
      { kind: "list", items: ["Mon: Soup", "Tue: Curry"] },
      { kind: "paragraph", lines: ["Enjoy!", "Sierra"] },
    ]);
  });

  it("leaves markup as text and drops empty paragraphs", () => {
    expect(messageBlocks("\n\n<b>hi</b>\r\n\n")).toEqual([{ kind: "paragraph", lines: ["<b>hi</b>"] }]);
    expect(messageBlocks("-not a list")).toEqual([{ kind: "paragraph", lines: ["-not a list"] }]);
  });
});

describe("parseChatStreamEvent", () => {
  it.each([
    ['{"type":"text-delta","delta":"Hi"}', { type: "text-delta", delta: "Hi" }],
    ['{"type":"done"}', { type: "done" }],
    ['{"type":"error","code":"RATE_LIMITED","message":"Slow down"}', { type: "error", code: "RATE_LIMITED", message: "Slow down" }],
    ['{"type":"text-delta"}', null],
    ['{"type":"assistant-message"}', null],
    ['{"type":"surprise"}', null],
    ["[1,2]", null],
    ["not json", null],
  ])("%s", (data, expected) => {
    expect(parseChatStreamEvent(data)).toEqual(expected);
  });
});

describe("thread updates", () => {
  const message = (id: string, content = id): ChatMessage => ({ id, role: "user", content, timestamp: "2026-11-21T10:00:00.000Z", cards: [] });
  const thread: CurrentThreadResponse = { threadId: "t", messages: [message("a"), message("b")] };

  it("appends once, replaces in place, removes", () => {
    expect(appendMessage(thread, message("c"))?.messages.map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(appendMessage(thread, message("a"))).toBe(thread);
    expect(replaceMessage(thread, "a", message("z"))?.messages.map((m) => m.id)).toEqual(["z", "b"]);
    expect(replaceMessage(thread, "missing", message("z"))?.messages.map((m) => m.id)).toEqual(["a", "b", "z"]);
    expect(removeMessage(thread, "a")?.messages.map((m) => m.id)).toEqual(["b"]);
    expect(appendMessage(undefined, message("c"))).toBeUndefined();
  });

  it("changes only the named card", () => {
    const withCards: CurrentThreadResponse = {
      threadId: "t",
      messages: [
        { ...message("a"), cards: [{ kind: "generation", id: "g1", generationId: "x", status: "running", recipeId: null, title: null, reason: null }] },
      ],
    };
    const next = updateCard(withCards, "a", "g1", (card) => ({ ...card, status: "completed" }) as typeof card);
    expect(next?.messages[0]?.cards[0]).toMatchObject({ status: "completed" });
    expect(withCards.messages[0]?.cards[0]).toMatchObject({ status: "running" });
  });
});
