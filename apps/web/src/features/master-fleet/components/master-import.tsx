import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { MasterExportResource } from '@armada/contracts/fleet';
import { masterExportUrl, useMasterImport } from '../api/master-export';
import { ImportDialog } from './import-dialog';

const AREA = {
  drivers: 'drivers',
  'vehicle-groups': 'groups',
  'box-types': 'boxTypes',
} as const satisfies Record<MasterExportResource, string>;

function MasterImportDialog({
  resource,
  onHide,
}: {
  resource: MasterExportResource;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const upload = useMasterImport(resource);
  const area = AREA[resource];
  return (
    <ImportDialog
      title={t(`masterFleet.import.${area}.title`)}
      intro={t(`masterFleet.import.${area}.intro`)}
      templateHref={masterExportUrl(resource, 'xlsx', true)}
      done={(result) => t(`masterFleet.import.${area}.done`, result)}
      upload={upload}
      testId={`master-import-${resource}`}
      onHide={onHide}
    />
  );
}

/** MDF-21: the Import button of the drivers, groups or box types list, and its dialog. */
export function MasterImportButton({ resource }: { resource: MasterExportResource }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        outlined
        size="small"
        icon="pi pi-upload"
        label={t('masterFleet.import.open')}
        onClick={() => setOpen(true)}
        data-testid={`master-${resource}-import`}
      />
      {open && <MasterImportDialog resource={resource} onHide={() => setOpen(false)} />}
    </>
  );
}
