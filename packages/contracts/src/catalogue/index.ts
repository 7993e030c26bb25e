// Every REST route and the merged GraphQL schema: what the servers mount and document.
export { apiRoutes } from './api-catalogue';
export {
  graphqlSdlPieces,
  graphqlSdl,
  graphqlOperations,
  GRAPHQL_ROOT_FIELDS,
} from './graphql-schema';
