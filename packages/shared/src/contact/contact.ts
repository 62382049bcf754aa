import { z } from "zod";

export const CONTACT_TOPICS = ["General question", "Account or sign-in", "Billing", "Recipe or nutrition data", "Bug report", "Feature idea"] as const;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** The contact form; the body POSTed to /api/contact is its output. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name (at least 2 characters).").max(100, "Your name can be at most 100 characters."),
  email: z.string().trim().min(1, "Please enter your e-mail address.").pipe(z.email("Please enter a valid e-mail address, like name@example.com.")),
  // The select starts empty, so the input is any string and the output a known topic.
  topic: z.string().min(1, "Please choose a topic.").pipe(z.enum(CONTACT_TOPICS, "Please choose a topic from the list.")),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Your message needs at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(CONTACT_MESSAGE_MAX, `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
