import { describe, expect, it } from "vitest";
import { switchQuote, type SwitchFrom } from "./switch-quote";

const now = new Date("2026-06-01T00:00:00Z");
const paidDinner12: SwitchFrom = {
  status: "active",
  amountCents: 9998,
  billingInterval: "12_months",
  currentPeriodEnd: new Date("2027-01-01T00:00:00Z"),
  trialEnd: null,
};

describe("switchQuote", () => {
  it.each([
    {
      name: "during the trial: nothing due, the trial goes on to its end",
      from: { ...paidDinner12, status: "trialing", trialEnd: new Date("2026-06-10T00:00:00Z") },
      to: ["all_day", "12_months"] as const,
      expected: { amountCents: 11998, creditCents: 0, dueTodayCents: 0, balanceCents: 0, nextBillingDate: "2026-06-10T00:00:00.000Z" },
    },
    {
      name: "paid: the unused time is credited, the rest charged today, a new period from today",
      from: paidDinner12,
      to: ["all_day", "12_months"] as const,
      // 214 of 365 days unused: 9998 * 214/365 = 5862.
      expected: { amountCents: 11998, creditCents: 5862, dueTodayCents: 6136, balanceCents: 0, nextBillingDate: "2027-06-01T00:00:00.000Z" },
    },
    {
      name: "a cheaper plan than the credit: nothing due, the rest kept as balance",
      from: { ...paidDinner12, amountCents: 11998 },
      to: ["dinner", "3_months"] as const,
      expected: { amountCents: 2999, creditCents: 7034, dueTodayCents: 0, balanceCents: 4035, nextBillingDate: "2026-09-01T00:00:00.000Z" },
    },
    {
      name: "a period already over: no credit",
      from: { ...paidDinner12, currentPeriodEnd: new Date("2026-05-01T00:00:00Z") },
      to: ["dinner", "3_months"] as const,
      expected: { amountCents: 2999, creditCents: 0, dueTodayCents: 2999, balanceCents: 0, nextBillingDate: "2026-09-01T00:00:00.000Z" },
    },
  ])("$name", ({ from, to, expected }) => {
    expect(switchQuote(from, to[0], to[1], now)).toEqual({ planType: to[0], billingInterval: to[1], ...expected });
  });
});
