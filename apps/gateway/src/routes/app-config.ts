import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEMO_ACCOUNTS } from '@armada/contracts/auth';
import { APP_CONFIG_PATH, AppConfigSchema, type AppConfig } from '@armada/contracts/shared';
import type { GatewayConfig } from '../config/env';

export const BUILD_ID_FILE = 'build-id.txt';

/** Read on every request: a rebuild of the web app changes it without a gateway restart. */
async function readBuildId(webDistDir: string): Promise<string> {
  try {
    const id = (await readFile(join(webDistDir, BUILD_ID_FILE), 'utf8')).trim();
    return id || 'dev';
  } catch {
    return 'dev';
  }
}

/** `GET /app-config.json`: what the web app must know before sign-in (contracts AppConfig). */
export const appConfigRoute: FastifyPluginAsyncTypebox<{ config: GatewayConfig }> = async (
  app,
  { config },
) => {
  app.get(
    APP_CONFIG_PATH,
    { schema: { hide: true, response: { 200: AppConfigSchema } } },
    async (_request, reply): Promise<AppConfig> => {
      reply.header('cache-control', 'no-store');
      return {
        backend: config.backend,
        tileUrl: config.map.tileUrl,
        tileAttribution: config.map.attribution,
        demoAccounts: config.backend === 'simulator' ? [...DEMO_ACCOUNTS] : [],
        buildId: await readBuildId(config.webDistDir),
        helpUrl: config.helpUrl,
      };
    },
  );
};
