import { describe, expect, it } from "vitest";
import { fromPhone } from "./from-phone";

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
const DESKTOP_FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

describe("fromPhone", () => {
  it.each([
    ["the client hint says phone", { "sec-ch-ua-mobile": "?1", "user-agent": DESKTOP_FIREFOX }, true],
    ["the client hint says not a phone, whatever the user agent", { "sec-ch-ua-mobile": "?0", "user-agent": ANDROID_CHROME }, false],
    ["no hint, a phone's user agent (Safari)", { "user-agent": IPHONE_SAFARI }, true],
    ["no hint, a phone's user agent (Chrome)", { "user-agent": ANDROID_CHROME }, true],
    ["no hint, a desktop's user agent", { "user-agent": DESKTOP_FIREFOX }, false],
    ["nothing said", {}, false],
  ])("%s", (_, headers, phone) => {
    expect(fromPhone(new Headers(headers))).toBe(phone);
  });
});
