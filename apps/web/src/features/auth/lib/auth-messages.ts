import { IdentityError } from "@/lib/auth/identity-provider";

export const SIGN_IN_FAILED = "Failed to authenticate with Google. Please try again.";
export const BACKEND_LOGIN_FAILED = "Failed to connect to server. Please try again.";

// Readable sentences for the popup failures a person causes or can fix (spec section 8).
const READABLE: Record<string, string> = {
  "popup-closed-by-user": "The sign-in window was closed before sign-in finished. Please try again.",
  "popup-blocked":
    "Your browser blocked the sign-in window. Allow pop-ups for this site and click 'Continue with Google' again.",
  "network-request-failed": "Could not reach the sign-in service. Check your connection and try again.",
  "unauthorized-domain":
    "Sign-in is not allowed from this address. Ask an administrator to allow this domain.",
  "user-disabled": "This account has been disabled. Contact an administrator.",
};

/** The red box's text for a failed Google sign-in; null when nothing should be shown. */
export function signInErrorMessage(error: unknown): string | null {
  if (error instanceof IdentityError) {
    // A second click while a popup is open cancels the first request; the second one carries on.
    if (error.code === "cancelled-popup-request") return null;
    return READABLE[error.code] ?? SIGN_IN_FAILED;
  }
  return SIGN_IN_FAILED;
}
