import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";

import { billingMessages as m } from "../lib/messages";
import { billingFailureToast, NoCheckoutUrlError, requireUrl } from "./failure";

vi.mock("../../../lib/toast", () => ({ toast: { error: vi.fn() } }));
const shown = () => vi.mocked(toast.error).mock.calls.at(-1);

describe("billing failure toasts (spec sections 5 and 8)", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("a 401 is 'Authentication required' with the operation's login text", () => {
    billingFailureToast(new ApiError("Unauthorized", 401), m.checkoutFailed, m.checkoutFailedDefault, m.loginToSubscribe);
    expect(shown()).toEqual(["Authentication required", { description: "Please log in to subscribe" }]);
    billingFailureToast(new ApiError("Unauthorized", 401), m.portalFailed, m.portalFailedDefault, m.loginToManage);
    expect(shown()).toEqual(["Authentication required", { description: "Please log in to manage your subscription" }]);
  });

  it("a refusal keeps the server's words; a 5xx or a network failure gets the spec's fallback", () => {
    billingFailureToast(new ApiError("This is already your current plan.", 409, "CURRENT_PLAN"), m.checkoutFailed, m.checkoutFailedDefault, m.loginToSubscribe);
    expect(shown()).toEqual(["Checkout failed", { description: "This is already your current plan." }]);
    billingFailureToast(new ApiError("Something went wrong", 500), m.checkoutFailed, m.checkoutFailedDefault, m.loginToSubscribe);
    expect(shown()).toEqual(["Checkout failed", { description: "Failed to create checkout session" }]);
    billingFailureToast(new TypeError("Failed to fetch"), m.portalFailed, m.portalFailedDefault, m.loginToManage);
    expect(shown()).toEqual(["Portal access failed", { description: "Failed to open customer portal" }]);
  });

  it("an answer without a url is 'No checkout URL received'", () => {
    expect(requireUrl({ url: "/billing/sandbox/checkout/cs_1" })).toBe("/billing/sandbox/checkout/cs_1");
    expect(() => requireUrl({})).toThrow(NoCheckoutUrlError);
    billingFailureToast(new NoCheckoutUrlError(), m.checkoutFailed, m.checkoutFailedDefault, m.loginToSubscribe);
    expect(shown()).toEqual(["No checkout URL received"]);
  });
});
