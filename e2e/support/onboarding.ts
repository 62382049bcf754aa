import { expect, type Page } from "@playwright/test";

export const chatLog = (page: Page) => page.getByRole("log");
export const chatBox = (page: Page) => page.getByRole("textbox", { name: "Message Sierra" });

/** Four messages that complete the chat on the last one (the 4-of-5 rule). */
export const FOUR_MESSAGES = [
  "We're allergic to nuts and eggs",
  "Can you give me a recipe for lasagna?",
  "We love Italian food, and I'm an advanced cook",
  "We are 4 people and like trying new things",
] as const;

/** Fills the registration step and submits it. */
export async function register(page: Page, person: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByRole("button", { name: `Start Onboarding with ${person.firstName}` }).click();
}

/** Sends one chat message with Enter and waits for Sierra's answer; returns that answer. */
export async function say(page: Page, text: string) {
  const before = await chatLog(page).getByRole("listitem").count();
  await chatBox(page).fill(text);
  await chatBox(page).press("Enter");
  await expect(chatLog(page).getByRole("listitem")).toHaveCount(before + 2);
  return chatLog(page).getByRole("listitem").last();
}
