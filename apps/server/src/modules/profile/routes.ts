import { Hono } from "hono";
import { z } from "zod";
import {
  changeEmailSchema,
  defaultTimeZoneSchema,
  householdMemberSchema,
  nutritionSchema,
  personalInfoSchema,
  preferencesSchema,
  seasonalInfoRequestSchema,
  timeZoneLookupSchema,
} from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { addHouseholdMember, removeHouseholdMember, updateHouseholdMember } from "./household";
import { loadProfile } from "./load";
import { getSeasonalInfo } from "./markets/seasonal-info";
import { updateNutrition, updatePersonalInfo } from "./personal";
import { readPreferences, saveDefaultTimeZone, updatePreferences } from "./preferences";
import { requestEmailChange } from "./email-change";
import { detectTimeZone } from "./time-zone";

const memberParam = validate("param", z.object({ id: z.uuid("Household member not found.") }));

/** Profile & Preferences. Every handler works on the session's user; ids in bodies are ignored. */
export const profileRoutes = new Hono<AppEnv>()
  .use("/profile/*", requireUser)
  .use("/profile", requireUser)
  .use("/seasonal-info", requireUser)
  .get("/profile", async (c) => c.json(await loadProfile(c.get("deps").db, currentUser(c))))
  .put("/profile/personal", validate("json", personalInfoSchema), async (c) =>
    c.json(await updatePersonalInfo(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .post("/profile/change-email", validate("json", changeEmailSchema), async (c) =>
    c.json(await requestEmailChange(c.get("deps"), currentUser(c), c.get("sessionId") ?? "", c.req.valid("json"))),
  )
  .put("/profile/nutrition", validate("json", nutritionSchema), async (c) =>
    c.json(await updateNutrition(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .get("/profile/preferences", async (c) => c.json(await readPreferences(c.get("deps").db, currentUser(c).id)))
  .put("/profile/preferences", validate("json", preferencesSchema), async (c) =>
    c.json(await updatePreferences(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .post("/profile/preferences/default-timezone", validate("json", defaultTimeZoneSchema), async (c) =>
    c.json(await saveDefaultTimeZone(c.get("deps").db, currentUser(c), c.req.valid("json").timezone)),
  )
  .get("/profile/timezone", validate("query", timeZoneLookupSchema), (c) => c.json(detectTimeZone(c.req.valid("query").zipcode)))
  .post("/profile/household/members", validate("json", householdMemberSchema), async (c) =>
    c.json(await addHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("json")), 201),
  )
  .put("/profile/household/members/:id", memberParam, validate("json", householdMemberSchema), async (c) =>
    c.json(await updateHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/profile/household/members/:id", memberParam, async (c) => {
    await removeHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .post("/seasonal-info", validate("json", seasonalInfoRequestSchema), async (c) =>
    c.json(await getSeasonalInfo(c.get("deps"), currentUser(c).id, c.req.valid("json").zipcode)),
  );
