import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { planDinner } from "../../testing/kitchen";
import { outbox, reminderDeliveries } from "../../db/schema";
import { runReminderTick } from "./tick";
import { claimReminder, CLAIM_LEASE_MS } from "./claims";
import { recipeWithSteps, reminderMember } from "./test-helpers";

/**
 * Two instances over one database, as behind a load balancer; on PostgreSQL each has its own pool.
 * Mail is counted where the mail adapter stores it (the outbox): what is handed over once is sent
 * once. SMTP delivery itself is reminders.test.ts's; an SMTP drain here could take other files' mail
 * from the shared PostgreSQL database.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { sameDatabaseAs: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const mailsTo = async (email: string) => (await a.db.select().from(outbox).where(eq(outbox.to, email))).filter((m) => m.subject === "Tonight's meal");

async function membersWithDinner(count: number, date: string) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const user = await reminderMember(a, "UTC", { tonight: { enabled: true, time: "18:00" } });
    a.setNow(new Date(`${date}T08:00:00Z`));
    await planDinner(user.client, date, await recipeWithSteps(user.client, `Soup ${i}`, ["Simmer."]));
    users.push(user);
  }
  return users;
}

const at = (iso: string) => {
  a.setNow(new Date(iso));
  b.setNow(new Date(iso));
};

describe("a reminder is sent once across instances", () => {
  it("two schedulers ticking at the same moment, again and again, send each member's reminder once", async () => {
    const users = await membersWithDinner(4, "2026-11-25");
    at("2026-11-25T18:00:30Z");
    const claims = await Promise.all([runReminderTick(a.deps), runReminderTick(b.deps), runReminderTick(a.deps), runReminderTick(b.deps)]);
    expect(claims.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(4);
    for (const user of users) expect(await mailsTo(user.email)).toHaveLength(1);
    const rows = await a.db
      .select()
      .from(reminderDeliveries)
      .where(
        inArray(
          reminderDeliveries.userId,
          users.map((u) => u.id),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent", "sent", "sent"]);
  });

  it("a claim whose instance stopped mid-send is taken over after its lease, and sent once", async () => {
    const [user] = await membersWithDinner(1, "2026-11-26");
    const claimedAt = new Date("2026-11-26T18:00:00Z");
    // Instance a claims, then "dies" before sending: the row stays "sending" with a lease.
    expect(await claimReminder(a.db, user!.id, "tonight", "2026-11-26", claimedAt)).not.toBeNull();
    at("2026-11-26T18:01:00Z");
    await runReminderTick(b.deps);
    expect(await mailsTo(user!.email)).toHaveLength(0);
    at(new Date(claimedAt.getTime() + CLAIM_LEASE_MS + 1000).toISOString());
    await Promise.all([runReminderTick(a.deps), runReminderTick(b.deps)]);
    expect(await mailsTo(user!.email)).toHaveLength(1);
    const [row] = await a.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user!.id));
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });
});
