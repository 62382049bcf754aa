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
import type { AppEnv } from "../../http/context";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { addHouseholdMember, removeHouseholdMember, updateHouseholdMember } from "./household";
import { loadProfile } from "./load";
import { getSeasonalInfo } from "./markets/seasonal-info";
import { updateNutrition, updatePersonalInfo } from "./personal";
import { readPreferences, saveDefaultTimeZone, updatePreferences } from "./preferences";
import { respond } from "./respond";
import { requestEmailChange } from "./email-change";
import { detectTimeZone } from "./time-zone";

const memberParam = validate("param", z.object({ id: z.uuid("Household member not found.") }));

/** Profile & Preferences. Every handler works on the session's user; ids in bodies are ignored. */
export const profileRoutes = new Hono<AppEnv>()
  .use("/profile/*", requireUser)
  .use("/profile", requireUser)
  .use("/seasonal-info", requireUser)
  .get("/profile", (c) => respond(c, () => loadProfile(c.get("deps").db, currentUser(c))))
  .put("/profile/personal", validate("json", personalInfoSchema), (c) =>
    respond(c, () => updatePersonalInfo(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .post("/profile/change-email", validate("json", changeEmailSchema), (c) =>
    respond(c, () => requestEmailChange(c.get("deps"), currentUser(c), c.get("sessionId") ?? "", c.req.valid("json"))),
  )
  .put("/profile/nutrition", validate("json", nutritionSchema), (c) =>
    respond(c, () => updateNutrition(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .get("/profile/preferences", (c) => respond(c, () => readPreferences(c.get("deps").db, currentUser(c).id)))
  .put("/profile/preferences", validate("json", preferencesSchema), (c) =>
    respond(c, () => updatePreferences(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .post("/profile/preferences/default-timezone", validate("json", defaultTimeZoneSchema), (c) =>
    respond(c, () => saveDefaultTimeZone(c.get("deps").db, currentUser(c), c.req.valid("json").timezone)),
  )
  .get("/profile/timezone", validate("query", timeZoneLookupSchema), (c) =>
    respond(c, async () => detectTimeZone(c.req.valid("query").zipcode)),
  )
  .post("/profile/household/members", validate("json", householdMemberSchema), (c) =>
    respond(c, () => addHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("json")), 201),
  )
  .put("/profile/household/members/:id", memberParam, validate("json", householdMemberSchema), (c) =>
    respond(c, () => updateHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/profile/household/members/:id", memberParam, (c) =>
    respond(c, async () => {
      await removeHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id);
      return { ok: true };
    }),
  )
  .post("/seasonal-info", validate("json", seasonalInfoRequestSchema), (c) =>
    respond(c, () => getSeasonalInfo(c.get("deps"), currentUser(c).id, c.req.valid("json").zipcode)),
  );
