import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@armada/contracts/auth';
import { vehicleGroupList, type MasterVehicleGroup } from '@armada/contracts/fleet';
import { sortableFields } from '@armada/contracts/shared';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import type { ListDataSource } from '@/components/ui/list-table';
import { useIdentity } from '@/features/auth/api/get-identity';
import {
  groupBoxKeys,
  groupListQueryOptions,
  saveGroup,
  setGroupActive,
  type GroupListKey,
} from '@/features/master-fleet/api/groups-boxes';
import { CatalogPage } from '@/features/master-fleet/components/catalog-page';

const dataSource: ListDataSource<MasterVehicleGroup, GroupListKey> = {
  queryOptions: groupListQueryOptions,
  queryKeyRoot: groupBoxKeys.groups({}).slice(0, 2),
};
const SORT_FIELDS = sortableFields(vehicleGroupList);
const FIELDS = [{ key: 'name', kind: 'text', max: 80 }] as const;

/** /master/vehicle-groups: master data, vehicle groups (docs/rules/master-fleet.md MDF-17). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('masterFleet.groups.title'));
  if (!identity) return <PageLoader />;
  return (
    <CatalogPage<MasterVehicleGroup, GroupListKey>
      area="groups"
      userId={identity.userId}
      canEdit={identity.accessRight.includes(PERMISSIONS.masterRead)}
      dataSource={dataSource}
      sortFields={SORT_FIELDS}
      fields={FIELDS.map((field) => ({
        ...field,
        label: t(`masterFleet.groups.fields.${field.key}`),
      }))}
      columns={[
        {
          key: 'name',
          header: t('masterFleet.groups.fields.name'),
          sortField: 'name',
          minWidth: '10rem',
        },
        {
          key: 'vehicle_count',
          header: t('masterFleet.groups.vehicles'),
          sortField: 'vehicle_count',
          align: 'right',
          minWidth: '6rem',
          body: (row) => row.vehicle_count.toLocaleString('id-ID'),
        },
      ]}
      toForm={(row) => ({ name: row?.name ?? '' })}
      save={({ id, values }) => saveGroup({ id, body: { name: (values.name ?? '').trim() } })}
      setActive={setGroupActive}
    />
  );
}
