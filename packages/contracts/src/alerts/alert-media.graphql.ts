import Type from 'typebox';
import {
  DownloadVideoHistoriesFilterSchema,
  DownloadVideoHistoriesResultSchema,
  RequestFileListUpdateInputSchema,
  RequestFileListUpdateResultSchema,
  SetUploadMediaInputSchema,
  SetUploadMediaResultSchema,
  VehicleDetailResultSchema,
  VehicleStatusesFilterSchema,
  VehicleStatusesResultSchema,
  VehicleVideoFileListInputSchema,
  VehicleVideoFileListResultSchema,
} from './alert-media';
import { graphqlResultType } from '../shared/graphql-result';
import { defineGraphqlOperation } from '../shared/graphql-operation';

/**
 * Alert media and vehicle facts for the alert preview (docs/rules/alert-center.md §4, §7). Channels
 * are 1 (ADAS) and 3 (DMS); BSJ devices name them CH01 and CH03.
 */
export const alertMediaSdl = /* GraphQL */ `
  type VideoDownloadHistory {
    id: Int!
    vehicleId: Int!
    imei: String!
    channel: Int!
    startTime: DateTime!
    endTime: DateTime!
    """
    'S' is success; other letters are not ready or failed.
    """
    status: String!
    url: String
    """
    mp4 or hls
    """
    format: String!
    createdOn: DateTime!
  }

  input DownloadVideoHistoriesFilter {
    vehicleId: Int!
    startTime: DateTime!
    pagination: PaginationInput
  }

  ${graphqlResultType('DownloadVideoHistoriesResult', '  list: [VideoDownloadHistory!]!\n  pagination: Pagination!')}
  input VehicleVideoFileListInput {
    vehicleId: Int!
    channel: Int!
    fileListOnly: Boolean!
    startTime: DateTime!
    endTime: DateTime!
  }

  type VehicleVideoFile {
    fileName: String!
    channel: Int!
    startTime: DateTime!
    endTime: DateTime!
    sizeBytes: Int!
    isDownloaded: Boolean!
  }

  ${graphqlResultType('VehicleVideoFileListResult', '  list: [VehicleVideoFile!]!')}
  input RequestFileListUpdateInput {
    imei: String!
    channel: Int!
    vehicleId: Int!
  }

  type FileListUpdateRequest {
    requestedOn: DateTime!
  }

  ${graphqlResultType('RequestFileListUpdateResult', '  data: FileListUpdateRequest')}
  input BsjUploadInput {
    """
    CH01 or CH03
    """
    channel: String!
    startTime: DateTime!
    endTime: DateTime!
    createdOnRawAlert: DateTime!
  }

  input RawAlertUploadInput {
    """
    1 or 2
    """
    cameraPosition: Int!
    rawAlertCreatedOn: DateTime!
  }

  """
  Exactly one of bsjInput and rawAlertInput.
  """
  input SetUploadMediaInput {
    imei: String!
    bsjInput: BsjUploadInput
    rawAlertInput: RawAlertUploadInput
  }

  type UploadMedia {
    """
    'Sent' or 'Not Sent(No video downloaded)'
    """
    uploadStatus: String!
  }

  ${graphqlResultType('SetUploadMediaResult', '  data: UploadMedia')}
  type VehicleDetail {
    id: Int!
    companyId: Int!
    licensePlate: String!
    fleetCategory: String!
    driverName: String
    driverPhoneNo: String
    gpsPhoneNo: String
    imei: String
    deviceType: String
    hasCamera: Boolean!
    lastReportOn: DateTime
    latitude: Float
    longitude: Float
  }

  ${graphqlResultType('VehicleDetailResult', '  data: VehicleDetail')}
  enum VehicleStatusKind {
    service
    archived
    repair
  }

  input VehicleStatusesFilter {
    vehicleId: Int!
    statuses: [VehicleStatusKind!]!
  }

  type VehicleStatus {
    vehicleId: Int!
    status: VehicleStatusKind!
    isActive: Boolean!
    since: DateTime
  }

  ${graphqlResultType('VehicleStatusesResult', '  list: [VehicleStatus!]!')}
  extend type Query {
    findDownloadVideoHistories(filter: DownloadVideoHistoriesFilter!): DownloadVideoHistoriesResult!
    vehicleVideoFileList(input: VehicleVideoFileListInput!): VehicleVideoFileListResult!
    vehicleById(id: Int!): VehicleDetailResult!
    vehicleStatuses(filter: VehicleStatusesFilter!): VehicleStatusesResult!
  }

  extend type Mutation {
    requestFileListUpdate(input: RequestFileListUpdateInput!): RequestFileListUpdateResult!
    setUploadMedia(input: SetUploadMediaInput!): SetUploadMediaResult!
  }
`;

export const alertMediaOperations = [
  defineGraphqlOperation({
    field: 'findDownloadVideoHistories',
    kind: 'query',
    operationName: 'FindDownloadVideoHistories',
    args: Type.Object({ filter: DownloadVideoHistoriesFilterSchema }),
    result: DownloadVideoHistoriesResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'vehicleVideoFileList',
    kind: 'query',
    operationName: 'VehicleVideoFileList',
    args: Type.Object({ input: VehicleVideoFileListInputSchema }),
    result: VehicleVideoFileListResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'vehicleById',
    kind: 'query',
    operationName: 'VehicleById',
    args: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    result: VehicleDetailResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'vehicleStatuses',
    kind: 'query',
    operationName: 'VehicleStatuses',
    args: Type.Object({ filter: VehicleStatusesFilterSchema }),
    result: VehicleStatusesResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'requestFileListUpdate',
    kind: 'mutation',
    operationName: 'RequestFileListUpdate',
    args: Type.Object({ input: RequestFileListUpdateInputSchema }),
    result: RequestFileListUpdateResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'setUploadMedia',
    kind: 'mutation',
    operationName: 'SetUploadMedia',
    args: Type.Object({ input: SetUploadMediaInputSchema }),
    result: SetUploadMediaResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
] as const;
