import { createContext, useContext } from 'react';

/**
 * The dialogs a sign-in can bring, one at a time: the notification setup first (it asks for
 * something the alert center needs), the promotional banner after it is closed. The signed-in
 * frame knows whether the setup is still to show; the dashboard holds its banner meanwhile.
 */
export interface SignInDialogs {
  /** The notification setup is showing, or about to (it loads once the page has settled). */
  setupShowing: boolean;
}

export const SignInDialogsContext = createContext<SignInDialogs>({ setupShowing: false });

export function useSignInDialogs(): SignInDialogs {
  return useContext(SignInDialogsContext);
}
