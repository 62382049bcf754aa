import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { addHouseholdMember, removeHouseholdMember, updateHouseholdMember } from "./household";
import { loadProfile } from "./load";
import { getSeasonalInfo } from "./markets/seasonal-info";
import { updateNutrition, updatePersonalInfo } from "./personal";
import { readPreferences, saveDefaultTimeZone, updatePreferences } from "./preferences";
import { requestEmailChange } from "./email-change";
import { detectTimeZone } from "./time-zone";
import * as spec from "./route-specs";

/** Profile & Preferences. Every handler works on the session's user; ids in bodies are ignored. */
export const profileRoutes = createRouter<AppEnv>()
  .openapi(spec.readProfile, async (c) => c.json(await loadProfile(c.get("deps").db, currentUser(c)), 200))
  .openapi(spec.updatePersonal, async (c) => c.json(await updatePersonalInfo(c.get("deps").db, currentUser(c), c.req.valid("json")), 200))
  .openapi(spec.changeEmail, async (c) => c.json(await requestEmailChange(c.get("deps"), currentUser(c), c.get("sessionId") ?? "", c.req.valid("json")), 200))
  .openapi(spec.updateNutrition, async (c) => c.json(await updateNutrition(c.get("deps").db, currentUser(c), c.req.valid("json")), 200))
  .openapi(spec.readPreferences, async (c) => c.json(await readPreferences(c.get("deps").db, currentUser(c).id), 200))
  .openapi(spec.updatePreferences, async (c) => c.json(await updatePreferences(c.get("deps").db, currentUser(c), c.req.valid("json")), 200))
  .openapi(spec.saveDefaultTimeZone, async (c) => c.json(await saveDefaultTimeZone(c.get("deps").db, currentUser(c), c.req.valid("json").timezone), 200))
  .openapi(spec.detectTimeZoneRoute, (c) => c.json(detectTimeZone(c.req.valid("query").zipcode), 200))
  .openapi(spec.addMember, async (c) => c.json(await addHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("json")), 201))
  .openapi(spec.updateMember, async (c) =>
    c.json(await updateHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(spec.removeMember, async (c) => {
    await removeHouseholdMember(c.get("deps").db, currentUser(c), c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  })
  .openapi(spec.seasonalInfo, async (c) => c.json(await getSeasonalInfo(c.get("deps"), currentUser(c).id, c.req.valid("json").zipcode), 200));
