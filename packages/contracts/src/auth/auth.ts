import Type, { type Static } from 'typebox';
import { CompanyTimeZoneSchema } from '../company/company';

/** Name of the httpOnly session cookie set by `POST /auth/login`. */
export const SESSION_COOKIE_NAME = 'armada_session';
/** Live-channel tokens from `GET /auth/ws-token` are short-lived. */
export const WS_TOKEN_TTL_SECONDS = 60;

export const LoginRequestSchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 100 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { $id: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** White-label and branded-tracker companies skip the survey (docs/rules/shell.md §6). */
export const CompanyVariantSchema = Type.Union([
  Type.Literal('standard'),
  Type.Literal('white-label'),
  Type.Literal('branded-tracker'),
]);
export type CompanyVariant = Static<typeof CompanyVariantSchema>;

/**
 * `GET /api/whoami`. The spec reads name, email, companyName and accessRight; the rest is what
 * the shell needs to apply the menu, survey and layout rules without a second call.
 */
export const IdentitySchema = Type.Object(
  {
    userId: Type.Integer({ minimum: 1 }),
    username: Type.String(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phoneNo: Type.Union([Type.String(), Type.Null()]),
    companyId: Type.Integer({ minimum: 1 }),
    companyName: Type.String(),
    companyVariant: CompanyVariantSchema,
    accessRight: Type.Array(Type.String()),
    featureFlags: Type.Record(Type.String(), Type.Boolean()),
    /**
     * The company finished the notification onboarding (docs/rules/alert-center.md §4); false shows
     * the onboarding modal. Absent: treated as finished.
     */
    setupNotifCompleted: Type.Optional(Type.Boolean()),
    /**
     * Menu paths (`/route-optimization/`) of the modules that are new for this company: their
     * entries carry the 'new' pill like the ones flagged new for everyone. Absent: none.
     */
    newMenuPaths: Type.Optional(Type.Array(Type.String())),
    /**
     * The company is on the allow list of the switch back to the old version: only then does
     * the top bar offer it. Absent: not allowed.
     */
    oldVersionAllowed: Type.Optional(Type.Boolean()),
    /**
     * IANA name of the company's time zone, in which every date and time is typed and shown
     * (docs/rules/shell.md SHELL-75). Absent: WIB (Asia/Jakarta).
     */
    timeZone: Type.Optional(CompanyTimeZoneSchema),
  },
  { $id: 'Identity' },
);
export type Identity = Static<typeof IdentitySchema>;

export const IdentityResponseSchema = Type.Object({ data: IdentitySchema });
export type IdentityResponse = Static<typeof IdentityResponseSchema>;

export const WsTokenResponseSchema = Type.Object(
  { token: Type.String({ minLength: 16 }) },
  { $id: 'WsTokenResponse' },
);
export type WsTokenResponse = Static<typeof WsTokenResponseSchema>;

export const LogoutResponseSchema = Type.Object({
  data: Type.Object({ loggedOut: Type.Boolean() }),
});
export type LogoutResponse = Static<typeof LogoutResponseSchema>;

/** Simulator demo accounts (docs/architecture.md); the password of each is `demo`. */
export const DEMO_ACCOUNTS = ['admin', 'dispatcher', 'operator', 'driver', 'branded'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
export const DEMO_PASSWORD = 'demo';

/**
 * A second company's administrator, seeded by the simulator (WORLD-6) but not a demo account
 * (the sign-in page does not offer it): a user of company 1449 holding every permission, so
 * each of the two companies has a user who can read and change all its records. The
 * tenant-isolation suite (tests/reliability) signs in as it and as `admin`. Password `demo`.
 */
export const SECOND_COMPANY_ADMIN = 'lintas.admin';
