/**
 * Whether a request comes from a phone, so a member's page is rendered in the phone's layout.
 * Chromium says so in the Sec-CH-UA-Mobile client hint; browsers without client hints put
 * "Mobi" in a phone's user agent (MDN's advice for telling phones apart). A wrong guess costs
 * only a layout change when the app starts, as every page had before.
 */
export function fromPhone(headers: Headers): boolean {
  const hint = headers.get("sec-ch-ua-mobile");
  if (hint !== null) return hint.trim() === "?1";
  return /Mobi/.test(headers.get("user-agent") ?? "");
}
