import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { selectableRange, type Clock, type IsoDate, type PlanView } from "@sierra/shared";
import { parsePlanParams } from "../lib/plan-params";
import { browserZone } from "@/lib/browser-zone";

/**
 * View and date live in the URL (?view=weekly&date=2026-11-23) so a period can be
 * shared and the Back button works. "Today" and the selectable dates follow the
 * server's clock and the user's zone once the plan has loaded; the browser's before.
 */
export function usePlanParams(serverClock: Clock | null) {
  const [search, setSearch] = useSearchParams();
  const [browserClock] = useState<Clock>(() => ({ now: new Date(), timeZone: browserZone() }));
  const clock = serverClock ?? browserClock;
  const { today, min, max } = useMemo(() => selectableRange(clock), [clock]);
  const { view, date } = parsePlanParams(search, today, { min, max });

  const update = useCallback(
    (next: { view?: PlanView; date?: IsoDate }) => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.view) params.set("view", next.view);
          if (next.date) params.set("date", next.date);
          return params;
        },
        { replace: false },
      );
    },
    [setSearch],
  );
  return { view, date, today, bounds: { min, max }, update };
}
