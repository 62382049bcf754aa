import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { billingMessages } from "../lib/messages";
import { createCheckout } from "./create-checkout";
import { billingFailureToast } from "./failure";
import { billingKeys } from "./keys";
import type { CheckoutRequest } from "./types";

/** Confirms a quoted switch: the server switches in place and the plan shows on /subscription. */
export function useConfirmSwitch(onDone: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: CheckoutRequest) => createCheckout(input),
    onSuccess: (url) => {
      onDone();
      void navigate(url);
    },
    onError: (error) => billingFailureToast(error, billingMessages.checkoutFailed, billingMessages.checkoutFailedDefault, billingMessages.loginToSubscribe),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
