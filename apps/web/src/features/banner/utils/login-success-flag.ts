import { LOGIN_SUCCESS_PARAM } from '@/config/paths';

/** Query flag set by a successful sign-in on the way to the dashboard (docs/rules/shell.md §2). */
export { LOGIN_SUCCESS_PARAM };

export function hasLoginSuccessFlag(params: URLSearchParams): boolean {
  const value = params.get(LOGIN_SUCCESS_PARAM);
  return value === 'true' || value === '1';
}
