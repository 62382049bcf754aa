import { useCallback, useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import { isCompleteZipcode, profileToasts } from "@sierra/shared";
import { detectTimeZone, type TimeZoneDetection } from "../api/detect-time-zone";

/** Spec section 9: time zone detection runs 1000 ms after the last keystroke. */
export const TIME_ZONE_DEBOUNCE_MS = 1000;

function failed() {
  const [title, description] = profileToasts.timeZoneFailed;
  toast.error(title, { description });
}

/**
 * Call `typed` on every zipcode keystroke. Once the zipcode has exactly 5 characters and 1 s
 * passes without typing, the zone is looked up and `apply` is called when it differs.
 * Unknown codes and failed calls change nothing and say so.
 */
export function useZipTimeZone(currentZone: () => string, apply: (detection: TimeZoneDetection & { timezone: string }) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const lookUp = useCallback(
    async (zipcode: string) => {
      try {
        const detection = await detectTimeZone(zipcode);
        if (!detection.timezone) return failed();
        if (detection.timezone !== currentZone()) apply({ ...detection, timezone: detection.timezone });
      } catch {
        failed();
      }
    },
    [apply, currentZone],
  );

  const typed = useCallback(
    (zipcode: string) => {
      clearTimeout(timer.current);
      if (zipcode.length === 5 && isCompleteZipcode(zipcode)) timer.current = setTimeout(() => void lookUp(zipcode), TIME_ZONE_DEBOUNCE_MS);
      else if (zipcode.length === 5) timer.current = setTimeout(failed, TIME_ZONE_DEBOUNCE_MS);
    },
    [lookUp],
  );

  return typed;
}
