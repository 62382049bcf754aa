/** Country codes offered at registration (accounts spec section 3), in the spec's order. */
export const COUNTRY_CODES = [
  { id: "US", dial: "+1", label: "+1 US" },
  { id: "UK", dial: "+44", label: "+44 UK" },
  { id: "FR", dial: "+33", label: "+33 FR" },
  { id: "DE", dial: "+49", label: "+49 DE" },
  { id: "AU", dial: "+61", label: "+61 AU" },
  { id: "CN", dial: "+86", label: "+86 CN" },
  { id: "IN", dial: "+91", label: "+91 IN" },
  { id: "MX", dial: "+52", label: "+52 MX" },
  { id: "BR", dial: "+55", label: "+55 BR" },
  { id: "JP", dial: "+81", label: "+81 JP" },
] as const;
export type CountryCodeId = (typeof COUNTRY_CODES)[number]["id"];

export const PHONE_MIN_LENGTH = 10;

/**
 * Formats what the user typed. Only US numbers are formatted, as (###) ###-####,
 * growing as digits arrive so the caret stays at the end while typing.
 */
export function formatPhoneNumber(countryCode: string, raw: string): string {
  if (countryCode !== "US") return raw;
  const digits = raw.replace(/\D/g, "").slice(0, 10);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The phone_number sent as sign-up metadata: country code plus formatted number. */
export function fullPhoneNumber(countryCode: string, formatted: string): string {
  const dial = COUNTRY_CODES.find((c) => c.id === countryCode)?.dial ?? "";
  return `${dial} ${formatted}`.trim();
}
