import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { marketMessages, profileToasts } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";

export function fetchSeasonalInfo(zipcode: string) {
  return unwrap(api["seasonal-info"].$post({ json: { zipcode } }));
}

/** getSeasonalInfo, requested only when seasonal priority and a zipcode are set (spec section 7). */
export function useSeasonalInfo(zipcode: string | null, radiusMiles: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ["seasonal-info", zipcode, radiusMiles],
    queryFn: () => fetchSeasonalInfo(zipcode ?? ""),
    enabled: enabled && Boolean(zipcode),
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (query.isError) toast.error(profileToasts.errorTitle, { description: marketMessages.loadFailed });
  }, [query.isError]);
  return query;
}
