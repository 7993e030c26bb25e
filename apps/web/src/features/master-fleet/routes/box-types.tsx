import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@armada/contracts/auth';
import type { BoxType } from '@armada/contracts/fleet';
import { boxTypeList, sortableFields } from '@armada/contracts/shared';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import type { ListDataSource } from '@/components/ui/list-table';
import { useIdentity } from '@/features/auth/api/get-identity';
import {
  boxListQueryOptions,
  groupBoxKeys,
  saveBox,
  setBoxActive,
  type BoxListKey,
} from '@/features/master-fleet/api/groups-boxes';
import { CatalogPage } from '@/features/master-fleet/components/catalog-page';

const dataSource: ListDataSource<BoxType, BoxListKey> = {
  queryOptions: boxListQueryOptions,
  queryKeyRoot: groupBoxKeys.boxes({}).slice(0, 2),
};
const SORT_FIELDS = sortableFields(boxTypeList);
const FIELDS = [
  { key: 'name', kind: 'text', max: 80 },
  { key: 'weight_capacity', kind: 'decimal', max: 100_000 },
  { key: 'volume_capacity', kind: 'decimal', max: 200 },
  { key: 'length', kind: 'decimal', max: 20 },
  { key: 'width', kind: 'decimal', max: 5 },
  { key: 'height', kind: 'decimal', max: 5 },
] as const;
const num = (text: string | undefined) => Number((text ?? '').trim().replace(',', '.'));
const id = (n: number) => n.toLocaleString('id-ID');

/** /master/box-types: master data, cargo box types (docs/rules/master-fleet.md MDF-18). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('masterFleet.boxes.title'));
  if (!identity) return <PageLoader />;
  return (
    <CatalogPage<BoxType, BoxListKey>
      area="boxes"
      userId={identity.userId}
      canEdit={identity.accessRight.includes(PERMISSIONS.masterRead)}
      dataSource={dataSource}
      sortFields={SORT_FIELDS}
      fields={FIELDS.map((field) => ({
        ...field,
        label: t(`masterFleet.boxes.fields.${field.key}`),
      }))}
      columns={[
        {
          key: 'name',
          header: t('masterFleet.boxes.fields.name'),
          sortField: 'name',
          minWidth: '10rem',
        },
        {
          key: 'weight_capacity',
          header: t('masterFleet.boxes.fields.weight_capacity'),
          sortField: 'weight_capacity',
          align: 'right',
          minWidth: '7rem',
          body: (row) => id(row.weight_capacity),
        },
        {
          key: 'volume_capacity',
          header: t('masterFleet.boxes.fields.volume_capacity'),
          sortField: 'volume_capacity',
          align: 'right',
          minWidth: '7rem',
          body: (row) => id(row.volume_capacity),
        },
        {
          key: 'size',
          header: t('masterFleet.boxes.size'),
          minWidth: '9rem',
          body: (row) => `${id(row.length)} × ${id(row.width)} × ${id(row.height)} m`,
        },
      ]}
      toForm={(row) => ({
        name: row?.name ?? '',
        weight_capacity: row ? String(row.weight_capacity) : '',
        volume_capacity: row ? String(row.volume_capacity) : '',
        length: row ? String(row.length) : '',
        width: row ? String(row.width) : '',
        height: row ? String(row.height) : '',
      })}
      save={({ id: boxId, values }) =>
        saveBox({
          id: boxId,
          body: {
            name: (values.name ?? '').trim(),
            weight_capacity: num(values.weight_capacity),
            volume_capacity: num(values.volume_capacity),
            length: num(values.length),
            width: num(values.width),
            height: num(values.height),
          },
        })
      }
      setActive={setBoxActive}
    />
  );
}
