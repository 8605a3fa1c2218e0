import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Insights, InsightsTable } from "../../../shared/insights/insights.ts";
import { apiPath } from "../../api/api-path.ts";
import { api } from "../../api/client.ts";

const id = (value: string) => encodeURIComponent(value);

export interface DayRange {
  from: string;
  to: string;
}

export function useInsights(businessId: string, range: DayRange) {
  return useQuery({
    queryKey: ["insights", businessId, range.from, range.to],
    queryFn: () => api.get<Insights>(`/businesses/${id(businessId)}/insights`, { ...range }),
    // The page keeps the last figures while another range loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

/** A download link: the session cookie goes with it. */
export function insightsCsvUrl(businessId: string, range: DayRange, table: InsightsTable) {
  const params = new URLSearchParams({ ...range, table });
  return apiPath(`/v1/businesses/${id(businessId)}/insights.csv?${params}`);
}
