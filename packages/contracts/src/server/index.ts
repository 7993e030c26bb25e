// Server-only code (Node's HTTP layer); the web never imports this subpath (package.json maps it
// to null for browsers).
export {
  clientErrorBody,
  clientErrorHandler,
  clientErrorResponse,
  type ClientErrorSocket,
} from './http-client-error';
