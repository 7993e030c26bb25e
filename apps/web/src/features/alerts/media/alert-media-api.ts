import {
  ALERT_CONSTANTS,
  VIDEO_DOWNLOAD_STATUS,
  VehicleVideoFileSchema,
  VideoDownloadHistorySchema,
  alertMediaOperations,
  type AlertVideoData,
  type SetUploadMediaInput,
  type UploadMediaStatus,
  type VehicleDetail,
  type VehicleVideoFile,
} from '@armada/contracts/alerts';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';
import { getVehicleDetail as getSharedVehicleDetail } from '@/lib/vehicle-detail';

/**
 * The media calls of docs/rules/alert-center.md §7: download histories, the vehicle (its device's
 * last report, plate, driver, GPS phone and IMEI), the device's file list, the file-list update and
 * the upload request.
 */
export const alertMediaOps = {
  findDownloadVideoHistories: operationOf(alertMediaOperations, 'findDownloadVideoHistories'),
  vehicleById: operationOf(alertMediaOperations, 'vehicleById'),
  vehicleVideoFileList: operationOf(alertMediaOperations, 'vehicleVideoFileList'),
  requestFileListUpdate: operationOf(alertMediaOperations, 'requestFileListUpdate'),
  setUploadMedia: operationOf(alertMediaOperations, 'setUploadMedia'),
};

export const FIND_DOWNLOAD_VIDEO_HISTORIES_DOCUMENT = /* GraphQL */ `
  query FindDownloadVideoHistories($filter: DownloadVideoHistoriesFilter!) {
    findDownloadVideoHistories(filter: $filter) {
      ${RESULT_FIELDS} list ${graphqlSelection(VideoDownloadHistorySchema)} pagination { page show total }
    }
  }
`;

export const VEHICLE_VIDEO_FILE_LIST_DOCUMENT = /* GraphQL */ `
  query VehicleVideoFileList($input: VehicleVideoFileListInput!) {
    vehicleVideoFileList(input: $input) { ${RESULT_FIELDS} list ${graphqlSelection(VehicleVideoFileSchema)} }
  }
`;

export const REQUEST_FILE_LIST_UPDATE_DOCUMENT = /* GraphQL */ `
  mutation RequestFileListUpdate($input: RequestFileListUpdateInput!) {
    requestFileListUpdate(input: $input) { ${RESULT_FIELDS} data { requestedOn } }
  }
`;

export const SET_UPLOAD_MEDIA_DOCUMENT = /* GraphQL */ `
  mutation SetUploadMedia($input: SetUploadMediaInput!) {
    setUploadMedia(input: $input) { ${RESULT_FIELDS} data { uploadStatus } }
  }
`;

interface Signal {
  signal?: AbortSignal | undefined;
}

/**
 * The alert's successful download, if there is one yet (status 'S' with a url); of the alert's
 * own camera first, when two cameras recorded that moment.
 */
export async function findAlertVideo(
  vehicleId: number,
  createdOn: string,
  channel: number,
  { signal }: Signal = {},
): Promise<AlertVideoData | null> {
  const result = requireSuccess(
    await graphqlRequest(
      alertMediaOps.findDownloadVideoHistories,
      FIND_DOWNLOAD_VIDEO_HISTORIES_DOCUMENT,
      {
        filter: {
          vehicleId,
          startTime: createdOn,
          pagination: ALERT_CONSTANTS.media.downloadHistoryPage,
        },
      },
      { signal },
    ),
  );
  const done = result.list
    .filter((h) => h.status === VIDEO_DOWNLOAD_STATUS.success && h.url)
    .sort((a, b) => Number(b.channel === channel) - Number(a.channel === channel))[0];
  return done?.url ? { url: done.url, format: done.format, channel: done.channel } : null;
}

/** The vehicle of an alert's media: its device's last report, plate, driver, phone, IMEI. */
export async function getVehicleDetail(
  id: number,
  { signal }: Signal = {},
): Promise<VehicleDetail> {
  const vehicle = await getSharedVehicleDetail(id, { signal });
  if (!vehicle) throw new Error(`Vehicle ${id} not found.`);
  return vehicle;
}

/**
 * The device's files within the alert time plus and minus 60 s. The list is asked on channel 1
 * whichever camera recorded the alert (docs/rules/alert-center.md §7): the update request names the
 * camera.
 */
export async function getDeviceFiles(
  vehicleId: number,
  createdOn: string,
  { signal }: Signal = {},
): Promise<VehicleVideoFile[]> {
  const at = Date.parse(createdOn);
  const half = ALERT_CONSTANTS.media.fileListWindowS * 1000;
  const result = requireSuccess(
    await graphqlRequest(
      alertMediaOps.vehicleVideoFileList,
      VEHICLE_VIDEO_FILE_LIST_DOCUMENT,
      {
        input: {
          vehicleId,
          channel: ALERT_CONSTANTS.media.channels.adas,
          fileListOnly: true,
          startTime: new Date(at - half).toISOString(),
          endTime: new Date(at + half).toISOString(),
        },
      },
      { signal },
    ),
  );
  return result.list;
}

export async function requestFileListUpdate(
  input: { imei: string; channel: 1 | 3; vehicleId: number },
  { signal }: Signal = {},
): Promise<void> {
  requireSuccess(
    await graphqlRequest(
      alertMediaOps.requestFileListUpdate,
      REQUEST_FILE_LIST_UPDATE_DOCUMENT,
      { input },
      { signal },
    ),
  );
}

export async function setUploadMedia(
  input: SetUploadMediaInput,
  { signal }: Signal = {},
): Promise<UploadMediaStatus> {
  const result = requireSuccess(
    await graphqlRequest(
      alertMediaOps.setUploadMedia,
      SET_UPLOAD_MEDIA_DOCUMENT,
      { input },
      { signal },
    ),
  );
  if (!result.data) throw new Error(result.message ?? 'No upload status.');
  return result.data.uploadStatus as UploadMediaStatus;
}
