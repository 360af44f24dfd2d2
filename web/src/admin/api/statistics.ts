import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Statistics } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { useCall } from "./client";
import type { DayRange } from "../lib/statisticsRange";

/** The statistics of a range (every day of it, and what the visitors came from and chose). */
const statisticsKey = (range: DayRange) => ["statistics", range.from, range.to] as const;

const fetchStatistics = (call: ApiCall, range: DayRange): Promise<Statistics> =>
  call("GET /api/admin/statistics", { query: { from: range.from, to: range.to }, noCache: true });

/** A range's statistics; while another range loads, the last one stays shown. Off (`null`): nothing is asked. */
export function useStatistics(range: DayRange | null) {
  const call = useCall();
  return useQuery({
    queryKey: range ? statisticsKey(range) : ["statistics", "none"],
    queryFn: () => fetchStatistics(call, range as DayRange),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

/** The days of a range as CSV, as the server writes them. */
export const fetchStatisticsCsv = (call: ApiCall, range: DayRange): Promise<string> =>
  call("GET /api/admin/statistics.csv", { query: { from: range.from, to: range.to }, noCache: true });
