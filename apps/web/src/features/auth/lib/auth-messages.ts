import { IdentityError } from "@/lib/auth/identity-provider";

export const SIGN_IN_FAILED = "Failed to authenticate with Google. Please try again.";
export const BACKEND_LOGIN_FAILED = "Failed to connect to server. Please try again.";

// The specific reason, on a second line under the spec's sentence, for failures a person causes or can fix.
const REASONS: Record<string, string> = {
  "popup-closed-by-user": "The sign-in window was closed before sign-in finished.",
  "cancelled-popup-request": "Another sign-in window replaced this one.",
  "popup-blocked":
    "Your browser blocked the sign-in window. Allow pop-ups for this site and click 'Continue with Google' again.",
  "network-request-failed": "Could not reach the sign-in service. Check your connection.",
  "unauthorized-domain":
    "Sign-in is not allowed from this address. Ask an administrator to allow this domain.",
  "user-disabled": "This account has been disabled. Contact an administrator.",
};

/**
 * The red box's text for every failed Google sign-in: the spec's sentence (section 8), and the reason
 * on a second line when there is one worth telling.
 */
export function signInErrorMessage(error: unknown): string {
  const reason = error instanceof IdentityError ? REASONS[error.code] : undefined;
  return reason ? `${SIGN_IN_FAILED}\n${reason}` : SIGN_IN_FAILED;
}
