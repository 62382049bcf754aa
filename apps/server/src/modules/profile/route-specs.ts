import { createRoute } from "@hono/zod-openapi";
import {
  changeEmailSchema,
  defaultTimeZoneSchema,
  detectedTimeZoneSchema,
  householdMemberParamSchema,
  householdMemberSchema,
  memberViewSchema,
  nutritionSchema,
  okSchema,
  personalInfoSchema,
  personalInfoViewSchema,
  preferencesSchema,
  preferencesViewSchema,
  profileDataSchema,
  savedTimeZoneSchema,
  seasonalInfoRequestSchema,
  seasonalInfoSchema,
  timeZoneLookupSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/profile and /api/seasonal-info as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Profile"], middleware: [requireUser] };
const { 400: invalid, 401: signedOut } = commonErrors;

export const readProfile = createRoute({
  ...base,
  method: "get",
  path: "/profile",
  summary: "The profile page's data: name, nutrition, preferences and household",
  responses: {
    200: jsonContent(profileDataSchema, "The profile; `warning` when some of the account's rows are missing."),
    401: signedOut,
    500: errorContent("The profile could not be read (PROFILE_FAILED)."),
  },
});

export const updatePersonal = createRoute({
  ...base,
  method: "put",
  path: "/profile/personal",
  summary: "Save the first and last name",
  request: { body: jsonBody(personalInfoSchema) },
  responses: { 200: jsonContent(personalInfoViewSchema, "Saved."), 400: invalid, 401: signedOut, 404: errorContent("Profile not found.") },
});

export const changeEmail = createRoute({
  ...base,
  method: "post",
  path: "/profile/change-email",
  summary: "Ask to change the sign-in email: a link goes to the new address",
  request: { body: jsonBody(changeEmailSchema) },
  responses: {
    200: jsonContent(okSchema, "Asked (the same answer whether or not the address is taken)."),
    400: errorContent("The body failed its schema, the password is wrong, or it is already the address."),
    401: signedOut,
    403: errorContent("The session is too old: sign in again first (FRESH_SIGN_IN_REQUIRED)."),
    429: errorContent("The account is locked after failed passwords (ACCOUNT_LOCKED)."),
  },
});

export const updateNutrition = createRoute({
  ...base,
  method: "put",
  path: "/profile/nutrition",
  summary: "Save the calorie goal, dietary goal and macros",
  request: { body: jsonBody(nutritionSchema) },
  responses: { 200: jsonContent(memberViewSchema, "The member as saved."), 400: invalid, 401: signedOut, 404: errorContent("Member record not found.") },
});

export const readPreferences = createRoute({
  ...base,
  method: "get",
  path: "/profile/preferences",
  summary: "The member's preferences (the defaults when none are saved)",
  responses: { 200: jsonContent(preferencesViewSchema, "The preferences."), 401: signedOut },
});

export const updatePreferences = createRoute({
  ...base,
  method: "put",
  path: "/profile/preferences",
  summary: "Save the preferences",
  request: { body: jsonBody(preferencesSchema) },
  responses: {
    200: jsonContent(preferencesViewSchema, "The preferences as saved."),
    400: invalid,
    401: signedOut,
    404: errorContent("Preferences not found."),
    409: errorContent("The household size is below the number of members."),
  },
});

export const saveDefaultTimeZone = createRoute({
  ...base,
  method: "post",
  path: "/profile/preferences/default-timezone",
  summary: "Keep the browser's time zone unless the member chose one",
  request: { body: jsonBody(defaultTimeZoneSchema) },
  responses: { 200: jsonContent(savedTimeZoneSchema, "The preferences, and whether the zone was saved."), 400: invalid, 401: signedOut },
});

export const detectTimeZoneRoute = createRoute({
  ...base,
  method: "get",
  path: "/profile/timezone",
  summary: "The time zone a US zipcode is in",
  request: { query: timeZoneLookupSchema },
  responses: { 200: jsonContent(detectedTimeZoneSchema, "The option to select, or null when none fits."), 400: invalid, 401: signedOut },
});

const householdFull = errorContent("The household is full.");
const memberMissing = errorContent("Household member not found (or not in the member's own household).");

export const addMember = createRoute({
  ...base,
  method: "post",
  path: "/profile/household/members",
  summary: "Add a household member",
  request: { body: jsonBody(householdMemberSchema) },
  responses: {
    201: jsonContent(memberViewSchema, "The new member."),
    400: invalid,
    401: signedOut,
    404: errorContent("The member owns no household."),
    409: householdFull,
  },
});

export const updateMember = createRoute({
  ...base,
  method: "put",
  path: "/profile/household/members/{id}",
  summary: "Change a household member",
  request: { params: householdMemberParamSchema, body: jsonBody(householdMemberSchema) },
  responses: { 200: jsonContent(memberViewSchema, "The member as saved."), 400: invalid, 401: signedOut, 404: memberMissing },
});

export const removeMember = createRoute({
  ...base,
  method: "delete",
  path: "/profile/household/members/{id}",
  summary: "Remove a household member",
  request: { params: householdMemberParamSchema },
  responses: { 200: jsonContent(okSchema, "Removed."), 400: invalid, 401: signedOut, 404: memberMissing },
});

export const seasonalInfo = createRoute({
  ...base,
  method: "post",
  path: "/seasonal-info",
  summary: "Farmers markets and produce in season near a zipcode",
  request: { body: jsonBody(seasonalInfoRequestSchema) },
  responses: {
    200: jsonContent(seasonalInfoSchema, "Markets and produce."),
    400: invalid,
    401: signedOut,
    502: errorContent("The market directory did not answer (UPSTREAM_FAILED)."),
  },
});
