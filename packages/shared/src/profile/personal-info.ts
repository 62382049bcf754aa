import { z } from "zod";
import { profileMessages as m } from "./messages";

export const NEW_PASSWORD_MIN_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;

/** Personal Info form and PUT /api/profile/personal. The e-mail is read-only and not part of it. */
export const personalInfoSchema = z.object({
  first_name: z.string().trim().min(1, m.firstNameRequired).max(NAME_MAX_LENGTH, `First name can be at most ${NAME_MAX_LENGTH} characters`),
  last_name: z.string().trim().max(NAME_MAX_LENGTH, `Last name can be at most ${NAME_MAX_LENGTH} characters`).default(""),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfoValues = z.output<typeof personalInfoSchema>;

/**
 * Change e-mail form and POST /api/profile/change-email. The current password proves that
 * whoever holds the session also knows the account's secret (a stolen session alone cannot
 * move the account to another address).
 */
export const changeEmailSchema = z.object({
  newEmail: z.string().trim().toLowerCase().pipe(z.email(m.invalidEmail)),
  currentPassword: z.string().min(1, m.currentPasswordRequired).max(1024),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** Change password form; better-auth's /change-password gets currentPassword and newPassword. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, m.currentPasswordRequired),
    newPassword: z.string().min(NEW_PASSWORD_MIN_LENGTH, m.newPasswordMin),
    confirmPassword: z.string().min(1, m.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: m.passwordsDontMatch,
    path: ["confirmPassword"],
    // Checked alongside the other rules (not only once they pass), but never on an empty confirmation.
    when: ({ value }) => {
      const v = value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof v.newPassword === "string" && typeof v.confirmPassword === "string" && v.confirmPassword !== "";
    },
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
