import { z } from "zod";
import { PHONE_MIN_LENGTH, COUNTRY_CODES } from "./phone";

/** Exact texts from the spec (accounts section 5). */
export const authMessages = {
  nameMin: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Phone number is required and must be valid",
  passwordMin: "Password must be at least 8 characters",
  passwordsDoNotMatch: "Passwords do not match",
  passwordsDontMatch: "Passwords don't match",
  terms: "You must agree to the terms and conditions",
  credentialsRequired: "You must provide either an email or phone number and a password",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;
export const ACCOUNT_NAME_MAX_LENGTH = 100;

const email = z.string().trim().email(authMessages.email);
const password = z.string().min(PASSWORD_MIN_LENGTH, authMessages.passwordMin);

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().trim().min(NAME_MIN_LENGTH, authMessages.nameMin),
    email,
    countryCode: z.enum(COUNTRY_CODES.map((c) => c.id) as [string, ...string[]]),
    phoneNumber: z.string().trim().min(PHONE_MIN_LENGTH, authMessages.phone),
    password,
    confirmPassword: z.string(),
    terms: z.boolean().refine((v) => v, authMessages.terms),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/**
 * What POST /api/auth/sign-up/email may store besides the credentials: the same name rule as
 * the register form and the profile (at most 100), a phone number of sensible length. Other
 * fields (email, password, callbackURL) are better-auth's to check.
 */
export const signUpBodySchema = z.looseObject({
  name: z
    .string(authMessages.nameMin)
    .trim()
    .min(NAME_MIN_LENGTH, authMessages.nameMin)
    .max(ACCOUNT_NAME_MAX_LENGTH, `Name can be at most ${ACCOUNT_NAME_MAX_LENGTH} characters`),
  phoneNumber: z.string(authMessages.phone).trim().max(40, authMessages.phone).optional(),
});

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password, confirmPassword: password }).refine((v) => v.password === v.confirmPassword, {
  message: authMessages.passwordsDontMatch,
  path: ["confirmPassword"],
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
