import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import {
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
import { validationHook } from "../../http/validation";
import { addHouseholdMember, removeHouseholdMember, updateHouseholdMember } from "./household";
import { loadProfile } from "./load";
import { getSeasonalInfo } from "./markets/seasonal-info";
import { updateNutrition, updatePersonalInfo } from "./personal";
import { readPreferences, saveDefaultTimeZone, updatePreferences } from "./preferences";
import { respond } from "./respond";
import { detectTimeZone } from "./time-zone";

const memberParam = zValidator("param", z.object({ id: z.uuid("Household member not found.") }), validationHook);

/** Profile & Preferences. Every handler works on the session's user; ids in bodies are ignored. */
export const profileRoutes = new Hono<AppEnv>()
  .use("/profile/*", requireUser)
  .use("/profile", requireUser)
  .use("/seasonal-info", requireUser)
  .get("/profile", (c) => respond(c, () => loadProfile(c.get("deps").db, currentUser(c))))
  .put("/profile/personal", zValidator("json", personalInfoSchema, validationHook), (c) =>
    respond(c, () => updatePersonalInfo(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .put("/profile/nutrition", zValidator("json", nutritionSchema, validationHook), (c) =>
    respond(c, () => updateNutrition(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .get("/profile/preferences", (c) => respond(c, () => readPreferences(c.get("deps").db, currentUser(c).id)))
  .put("/profile/preferences", zValidator("json", preferencesSchema, validationHook), (c) =>
    respond(c, () => updatePreferences(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  .post("/profile/preferences/default-timezone", zValidator("json", defaultTimeZoneSchema, validationHook), (c) =>
    respond(c, () => saveDefaultTimeZone(c.get("deps").db, currentUser(c), c.req.valid("json").timezone)),
  )
  .get("/profile/timezone", zValidator("query", timeZoneLookupSchema, validationHook), (c) =>
    respond(c, async () => detectTimeZone(c.req.valid("query").zipcode)),
  )
  .post("/profile/household/members", zValidator("json", householdMemberSchema, validationHook), (c) =>
    respond(c, () => addHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("json")), 201),
  )
  .put("/profile/household/members/:id", memberParam, zValidator("json", householdMemberSchema, validationHook), (c) =>
    respond(c, () => updateHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/profile/household/members/:id", memberParam, (c) =>
    respond(c, async () => {
      await removeHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id);
      return { ok: true };
    }),
  )
  .post("/seasonal-info", zValidator("json", seasonalInfoRequestSchema, validationHook), (c) =>
    respond(c, () => getSeasonalInfo(c.get("deps"), currentUser(c).id, c.req.valid("json").zipcode)),
  );
