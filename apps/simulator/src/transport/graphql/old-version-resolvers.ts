import { BackToOldVersionInputSchema } from '@armada/contracts/auth';
import type { AuthContext } from '../../services/auth-service';
import { ServiceError } from '../../services/service-error';
import type { Services } from '../../services/services';
import type { ResolverContext } from './fleet-company-resolvers';
import { answer, argumentParser } from './graphql-result';

/** The reasons recorded in one company, oldest first (for tests and inspection). */
export function oldVersionReasonsOf(services: Services, companyId: number) {
  return services.oldVersion.list(companyId);
}

type Resolver = (
  root: unknown,
  args: Record<string, unknown>,
  context: ResolverContext,
) => Promise<object>;

export interface ResolverMap {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
}

function authOf(context: ResolverContext): AuthContext {
  if (!context.auth) throw ServiceError.unauthorized('Sign in first: the request has no session.');
  return context.auth;
}

/**
 * `backToOldVersion(message)`: records the reason and answers isSuccessful. There is no old
 * version behind the simulator, so `redirectUrl` is null and the web app says so; the real
 * backend answers the old product's address.
 */
export function oldVersionResolvers(services: Services): ResolverMap {
  const input = argumentParser(BackToOldVersionInputSchema, 'arguments');
  return {
    Query: {},
    Mutation: {
      backToOldVersion: (_root, args, context) =>
        answer(context.log, { redirectUrl: null }, async () => {
          const auth = authOf(context);
          const { message } = input({ message: args.message });
          const reason = await services.oldVersion.record(auth, message.trim());
          context.log.info(
            { userId: reason.user_id, companyId: auth.company.id, reasonId: reason.id },
            'back to the old version requested',
          );
          return { redirectUrl: null };
        }),
    },
  };
}

/** Combines resolver maps; a later map's field wins. */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  return {
    Query: Object.assign({}, ...maps.map((m) => m.Query)) as ResolverMap['Query'],
    Mutation: Object.assign({}, ...maps.map((m) => m.Mutation)) as ResolverMap['Mutation'],
  };
}
