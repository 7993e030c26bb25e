/** Query flag set by a successful sign-in on the way to the dashboard (spec 01 section 2). */
export const LOGIN_SUCCESS_PARAM = 'isLoginSuccess';

export function hasLoginSuccessFlag(params: URLSearchParams): boolean {
  const value = params.get(LOGIN_SUCCESS_PARAM);
  return value === 'true' || value === '1';
}
