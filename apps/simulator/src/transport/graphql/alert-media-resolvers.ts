import {
  ALERT_CONSTANTS,
  DownloadVideoHistoriesFilterSchema,
  RequestFileListUpdateInputSchema,
  SetUploadMediaInputSchema,
  VehicleVideoFileListInputSchema,
} from '@armada/contracts/alerts';
import type { Services } from '../../services/services';
import { authOf, type ResolverContext } from './fleet-company-resolvers';
import { answer, argumentParser } from './graphql-result';

type Resolver = (root: unknown, args: unknown, context: ResolverContext) => Promise<object>;

const inputOf = (args: unknown): unknown => (args as { input?: unknown }).input;

/**
 * Dashcam media over GraphQL (MEDIA-1..8): findDownloadVideoHistories, vehicleVideoFileList,
 * requestFileListUpdate and setUploadMedia. Bad arguments are `isSuccessful: false` naming the
 * field; another company's vehicle or device is NOT_FOUND; a stale device DEVICE_UNREACHABLE.
 */
export function alertMediaResolvers(services: Services): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const historiesFilter = argumentParser(DownloadVideoHistoriesFilterSchema, 'filter');
  const fileListInput = argumentParser(VehicleVideoFileListInputSchema, 'input');
  const fileListUpdateInput = argumentParser(RequestFileListUpdateInputSchema, 'input');
  const uploadInput = argumentParser(SetUploadMediaInputSchema, 'input');
  const { page, show } = ALERT_CONSTANTS.media.downloadHistoryPage;
  return {
    Query: {
      findDownloadVideoHistories: (_root, args, context) =>
        answer(context.log, { list: [], pagination: { page, show, total: 0 } }, () =>
          services.alertMedia.downloadHistories(
            authOf(context),
            historiesFilter((args as { filter?: unknown }).filter),
          ),
        ),
      vehicleVideoFileList: (_root, args, context) =>
        answer(context.log, { list: [] }, async () => ({
          list: await services.alertMedia.fileList(authOf(context), fileListInput(inputOf(args))),
        })),
    },
    Mutation: {
      requestFileListUpdate: (_root, args, context) =>
        answer(context.log, { data: null }, () => ({
          data: {
            requestedOn: services.alertMedia.requestFileListUpdate(
              authOf(context),
              fileListUpdateInput(inputOf(args)),
            ),
          },
        })),
      setUploadMedia: (_root, args, context) =>
        answer(context.log, { data: null }, async () => ({
          data: {
            uploadStatus: await services.alertMedia.setUploadMedia(
              authOf(context),
              uploadInput(inputOf(args)),
            ),
          },
        })),
    },
  };
}
