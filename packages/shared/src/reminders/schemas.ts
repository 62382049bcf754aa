import { z } from "zod";

/** The four reminders a member can switch on (docs/decisions/066). */
export const REMINDER_KINDS = ["tonight", "prep", "pantry", "weekly"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The texts the reminder settings show when a save is refused. */
export const reminderMessages = {
  time: "Enter a time as HH:MM, for example 17:30.",
  weekday: "Choose a day of the week.",
  channel: "Choose e-mail, push or both for your reminders.",
  quietSame: "Quiet hours must start and end at different times.",
  noChannel: "Turn on e-mail or push notifications first.",
  pushNotAllowed: "Push notifications are not set up on this device yet. Select Enable push first.",
  subscription: "This browser's push subscription could not be read. Try Enable push again.",
  saved: "Reminder settings saved.",
  testSent: "Test notification sent.",
} as const;

/** "HH:MM" on a 24-hour clock. */
const clockTime = z.string({ error: reminderMessages.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, reminderMessages.time);

const reminder = z.object({ enabled: z.boolean(), time: clockTime }).strict();

export const reminderSettingsSchema = z
  .object({
    tonight: reminder,
    prep: reminder,
    pantry: reminder,
    weekly: reminder
      .extend({ weekday: z.number({ error: reminderMessages.weekday }).int().min(0, reminderMessages.weekday).max(6, reminderMessages.weekday) })
      .strict(),
    channels: z.object({ email: z.boolean(), push: z.boolean() }).strict(),
    quietHours: z.object({ enabled: z.boolean(), start: clockTime, end: clockTime }).strict(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const anyOn = REMINDER_KINDS.some((k) => s[k].enabled);
    if (anyOn && !s.channels.email && !s.channels.push) ctx.addIssue({ code: "custom", path: ["channels"], message: reminderMessages.channel });
    if (s.quietHours.enabled && s.quietHours.start === s.quietHours.end)
      ctx.addIssue({ code: "custom", path: ["quietHours", "end"], message: reminderMessages.quietSame });
  });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** What a member who never saved has: everything off, times a household would pick. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  tonight: { enabled: false, time: "17:00" },
  prep: { enabled: false, time: "19:00" },
  pantry: { enabled: false, time: "09:00" },
  weekly: { enabled: false, time: "10:00", weekday: 0 },
  channels: { email: true, push: false },
  quietHours: { enabled: false, start: "22:00", end: "07:00" },
};

export const reminderSettingsViewSchema = z.object({
  settings: reminderSettingsSchema,
  /** the member's zone, in which every time above is read */
  timeZone: z.string(),
  /** devices of this member that receive push */
  pushDevices: z.number().int(),
  /** the key a browser subscribes with (VAPID) */
  vapidPublicKey: z.string(),
});
export type ReminderSettingsView = z.infer<typeof reminderSettingsViewSchema>;

export const reminderTestSchema = z.object({ channel: z.enum(["email", "push"]) }).strict();
export const reminderTestResultSchema = z.object({ message: z.string(), delivered: z.number().int() });

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: reminderMessages.subscription }).max(2000, reminderMessages.subscription),
  keys: z.object({
    p256dh: z.string({ error: reminderMessages.subscription }).regex(/^[A-Za-z0-9_-]{80,100}=*$/, reminderMessages.subscription),
    auth: z.string({ error: reminderMessages.subscription }).regex(/^[A-Za-z0-9_-]{16,30}=*$/, reminderMessages.subscription),
  }),
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) }).strict();
export const pushDevicesSchema = z.object({ pushDevices: z.number().int() });

/** What a notification carries to the service worker: its text and the page a click opens. */
export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
