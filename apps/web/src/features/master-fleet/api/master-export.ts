import type { MasterExportResource, MasterFleetExportFormat } from '@armada/contracts/fleet';
import { env } from '@/config/env';
import { ROUTE_URLS } from '@/lib/contract';

/** MDF-20: where a list's export file is read (a link: the browser keeps the session cookie). */
export function masterExportUrl(
  resource: MasterExportResource,
  format: MasterFleetExportFormat,
  includeInactive: boolean,
): string {
  const params = new URLSearchParams({ resource, format });
  if (includeInactive) params.set('include_inactive', 'true');
  return `${env.apiBaseUrl}${ROUTE_URLS.exportMasterData}?${params.toString()}`;
}
