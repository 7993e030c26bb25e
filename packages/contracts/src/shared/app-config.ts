import Type, { type Static } from 'typebox';

/**
 * `GET /app-config.json`, served by the gateway before sign-in: what the web app must know
 * about the deployment (mode, map tiles, demo accounts in simulator mode, build id for the
 * update-available banner).
 */
export const BackendModeSchema = Type.Union([Type.Literal('simulator'), Type.Literal('upstream')]);
export type BackendMode = Static<typeof BackendModeSchema>;

export const AppConfigSchema = Type.Object(
  {
    backend: BackendModeSchema,
    /** Leaflet tile URL template; tiles cannot load on closed networks, screens still work. */
    tileUrl: Type.String(),
    tileAttribution: Type.String(),
    /** Demo account usernames, listed on the sign-in page in simulator mode only. */
    demoAccounts: Type.Array(Type.String()),
    /** Changes with every web build; the app compares it to offer a reload. */
    buildId: Type.String(),
    /** External knowledge base opened by the Help menu entry. */
    helpUrl: Type.String(),
  },
  { $id: 'AppConfig' },
);
export type AppConfig = Static<typeof AppConfigSchema>;

export { APP_CONFIG_PATH } from './values';
