import { useParams } from 'react-router-dom';
import { useAppConfig } from '@/lib/app-config';
import { useIdentity } from '@/features/auth/api/get-identity';
import { FleetTaskDetailPage } from '@/features/fleet-tasks/components/fleet-task-detail-page';

/**
 * /fleet-task/instant/:id: Fleet Task Instant Detail (FT-10), also the target of field-operation
 * alerts. Leaflet loads with this route only.
 */
export function Component() {
  const { id } = useParams();
  const appConfig = useAppConfig();
  const { data: identity } = useIdentity();
  const taskId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  return (
    <FleetTaskDetailPage
      key={taskId}
      taskId={taskId}
      companyId={identity?.companyId ?? null}
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
    />
  );
}
