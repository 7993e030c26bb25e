// Sign-in and session: identity, demo accounts, permissions, the profile, the account GraphQL
// piece (top bar: old version, push tokens, reverse geocoding) and their REST routes.
export {
  SESSION_COOKIE_NAME,
  WS_TOKEN_TTL_SECONDS,
  LoginRequestSchema,
  CompanyVariantSchema,
  IdentitySchema,
  IdentityResponseSchema,
  WsTokenResponseSchema,
  LogoutResponseSchema,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SECOND_COMPANY_ADMIN,
  type LoginRequest,
  type CompanyVariant,
  type Identity,
  type IdentityResponse,
  type WsTokenResponse,
  type LogoutResponse,
  type DemoAccount,
} from './auth';
export { loginRoute, logoutRoute, wsTokenRoute, whoamiRoute, authRoutes } from './auth-routes';
export {
  ProfileSchema,
  UpdateProfileRequestSchema,
  ProfileResponseSchema,
  type Profile,
  type UpdateProfileRequest,
  type ProfileResponse,
} from './profile';
export { getProfileRoute, updateProfileRoute, profileRoutes } from './profile-routes';
export {
  PERMISSION_ACTIONS,
  permission,
  moduleActions,
  PERMISSION_MODULES,
  PERMISSIONS,
  REPORT_PERMISSIONS,
  PERMISSION_SETS,
  ALL_PERMISSIONS,
  evaluatePermissionRule,
  MENU_PERMISSION_RULES,
  isDriverUser,
  canLoadFieldOperation,
  canUseOrders,
  ORDER_PERMISSIONS,
  hasFullDeliveryPermission,
  canCallDriver,
  type PermissionAction,
  type Permission,
  type NamedPermission,
  type PermissionRule,
  type PermissionContext,
  type MenuPath,
} from './permissions';
export {
  BACK_TO_OLD_VERSION_REASONS,
  BACK_TO_OLD_VERSION_MESSAGE_MAX,
  BackToOldVersionInputSchema,
  BackToOldVersionResultSchema,
  backToOldVersionMessage,
  type BackToOldVersionReason,
  type BackToOldVersionInput,
  type BackToOldVersionResult,
} from './old-version';
export {
  PUSH_PLATFORMS,
  UnregisterPushTokenInputSchema,
  UnregisterPushTokenResultSchema,
  type PushPlatform,
  type UnregisterPushTokenInput,
  type UnregisterPushTokenResult,
} from './push-token';
export { accountSdl, accountOperations } from './account.graphql';
