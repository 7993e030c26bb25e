export { QuotaMeter, type QuotaMeterProps } from './quota-meter';
export {
  getRouteOptimizationUsage,
  getRouteOptimizationUsageQueryOptions,
  markRouteOptimizationQuotaEmpty,
  refreshRouteOptimizationUsage,
  routeOptimizationUsageQueryKey,
  usageStatus,
  useRouteOptimizationUsage,
  type UsageState,
} from './get-usage';
