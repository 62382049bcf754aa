import { sandboxPayRequestSchema, type SandboxPayRequest } from "@sierra/shared";

/** Digits only: the form shows groups of four, the server takes the bare number. */
export const cardDigits = (value: string) => value.replace(/\D/g, "");

/** "4242424242424242" shown as "4242 4242 4242 4242" while typing. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1234" or "12/34" shown as "12 / 34". */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Month and year of "MM / YY", or null when it is not a real month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = cardDigits(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
}

/**
 * The server's card schema (@sierra/shared) plus what a real checkout checks as you type:
 * the number's check digit and an expiry that has not passed.
 */
export const cardFormSchema = (now: Date = new Date()) =>
  sandboxPayRequestSchema.superRefine((card, ctx) => {
    if (!luhn(card.cardNumber)) ctx.addIssue({ code: "custom", path: ["cardNumber"], message: "Your card number is invalid." });
    const e = parseExpiry(card.expiry);
    if (e && (e.year < now.getFullYear() || (e.year === now.getFullYear() && e.month < now.getMonth() + 1))) {
      ctx.addIssue({ code: "custom", path: ["expiry"], message: "Your card has expired." });
    }
  });

export type CardFormValues = SandboxPayRequest;
export type CardFormOutput = ReturnType<typeof cardFormSchema>["_output"];

/** What the server is sent: bare digits and "MM/YY". */
export function toCardInput(values: CardFormValues) {
  const expiry = parseExpiry(values.expiry);
  return {
    name: values.name.trim(),
    cardNumber: cardDigits(values.cardNumber),
    expiry: expiry ? `${String(expiry.month).padStart(2, "0")}/${String(expiry.year % 100).padStart(2, "0")}` : values.expiry,
    cvc: values.cvc,
  };
}
