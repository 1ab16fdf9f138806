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

function useReport<T>(name: ReportName, range: ReportRange | null, fetch: (query: Query, signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: reportQueryKey(name, range ?? { from: '', to: '' }),
    queryFn: ({ signal }) => fetch({ from: range?.from ?? '', to: range?.to ?? '' }, signal),
    enabled: range !== null,
    // A new range keeps the figures of the last one on screen until its own arrive (no flash of empty cards).
    placeholderData: keepPreviousData,
  });
}

export const useSalesSummary = (range: ReportRange | null) =>
  useReport('summary', range, (query, signal) => apiFetch('GET /api/reports/summary', { query, signal }));
export const useSalesTrend = (range: ReportRange | null) => useReport('trend', range, (query, signal) => apiFetch('GET /api/reports/trend', { query, signal }));
export const useSalesByHour = (range: ReportRange | null) =>
  useReport('hours', range, (query, signal) => apiFetch('GET /api/reports/hours', { query, signal }));
export const useDishesReport = (range: ReportRange | null) =>
  useReport('dishes', range, (query, signal) => apiFetch('GET /api/reports/dishes', { query, signal }));
export const useOptionsReport = (range: ReportRange | null) =>
  useReport('options', range, (query, signal) => apiFetch('GET /api/reports/options', { query, signal }));
export const useChannelsReport = (range: ReportRange | null) =>
  useReport('channels', range, (query, signal) => apiFetch('GET /api/reports/channels', { query, signal }));
/** Michelin Star (decision 0043): ask only when the plan has it (a lower plan is answered 403 PLAN_REQUIRED). */
export const useMenuEngineering = (range: ReportRange | null) =>
  useReport('menu-engineering', range, (query, signal) => apiFetch('GET /api/reports/menu-engineering', { query, signal }));
export const useGuestsReport = (range: ReportRange | null) =>
  useReport('guests', range, (query, signal) => apiFetch('GET /api/reports/guests', { query, signal }));
/** The advanced reports (Michelin Star, decision 0042): pass null below the plan, and nothing is asked for. */
export const useHeatmapReport = (range: ReportRange | null) =>
  useReport('heatmap', range, (query, signal) => apiFetch('GET /api/reports/heatmap', { query, signal }));
export const useTeamReport = (range: ReportRange | null) => useReport('team', range, (query, signal) => apiFetch('GET /api/reports/team', { query, signal }));
