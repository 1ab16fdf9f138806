/**
 * The Analytics page's figures (issue 22): GET /api/reports/* for a range of business days. Under the orders key, so
 * a change to an order (the live stream) refreshes a range that holds today as it refreshes the overview.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ordersQueryKey } from '@/features/orders/api/find-orders';
import { apiFetch } from '@/lib/api-client';
import type { ReportRange } from '../range';

const REPORTS = ['summary', 'trend', 'hours', 'dishes', 'options', 'channels', 'menu-engineering', 'guests', 'heatmap', 'team'] as const;
export type ReportName = (typeof REPORTS)[number];

export const reportQueryKey = (name: ReportName, range: ReportRange) => [...ordersQueryKey, 'reports', name, range.from, range.to] as const;

type Query = { from: string; to: string };

/** Each report's request. */
const FETCHERS = {
  summary: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/summary', { query, signal }),
  trend: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/trend', { query, signal }),
  hours: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/hours', { query, signal }),
  dishes: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/dishes', { query, signal }),
  options: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/options', { query, signal }),
  channels: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/channels', { query, signal }),
  'menu-engineering': (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/menu-engineering', { query, signal }),
  guests: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/guests', { query, signal }),
  heatmap: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/heatmap', { query, signal }),
  team: (query: Query, signal: AbortSignal) => apiFetch('GET /api/reports/team', { query, signal }),
} satisfies Record<ReportName, (query: Query, signal: AbortSignal) => Promise<unknown>>;

type Answer<N extends ReportName> = Awaited<ReturnType<(typeof FETCHERS)[N]>>;

/** A report's query for a range: its key and its request, the same for the page's hooks and for a prefetch. */
export function reportQuery<N extends ReportName>(name: N, range: ReportRange) {
  return {
    queryKey: reportQueryKey(name, range),
    queryFn: ({ signal }: { signal: AbortSignal }) => FETCHERS[name]({ from: range.from, to: range.to }, signal) as Promise<Answer<N>>,
  };
}

function useReport<N extends ReportName>(name: N, range: ReportRange | null) {
  return useQuery({
    ...reportQuery(name, range ?? { from: '', to: '' }),
    enabled: range !== null,
    // A new range keeps the figures of the last one on screen until its own arrive (no flash of empty cards).
    placeholderData: keepPreviousData,
  });
}

/** The reports every plan's Analytics page shows first (the basic ones, decision 0041). */
export const BASIC_REPORTS = ['summary', 'trend', 'hours', 'dishes', 'options', 'channels'] as const satisfies readonly ReportName[];

export const useSalesSummary = (range: ReportRange | null) => useReport('summary', range);
export const useSalesTrend = (range: ReportRange | null) => useReport('trend', range);
export const useSalesByHour = (range: ReportRange | null) => useReport('hours', range);
export const useDishesReport = (range: ReportRange | null) => useReport('dishes', range);
export const useOptionsReport = (range: ReportRange | null) => useReport('options', range);
export const useChannelsReport = (range: ReportRange | null) => useReport('channels', range);
/** Michelin Star (decision 0043): ask only when the plan has it (a lower plan is answered 403 PLAN_REQUIRED). */
export const useMenuEngineering = (range: ReportRange | null) => useReport('menu-engineering', range);
export const useGuestsReport = (range: ReportRange | null) => useReport('guests', range);
/** The advanced reports (Michelin Star, decision 0042): pass null below the plan, and nothing is asked for. */
export const useHeatmapReport = (range: ReportRange | null) => useReport('heatmap', range);
export const useTeamReport = (range: ReportRange | null) => useReport('team', range);
