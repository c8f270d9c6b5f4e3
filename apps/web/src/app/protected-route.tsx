import { type ReactNode, useDeferredValue, useEffect } from "react";
import { useLocation } from "react-router";
import { LoadingQuote } from "@/components/loading-quote";
import { Redirect } from "@/components/redirect";
import { useCurrentUser } from "@/features/auth/api/get-user";
import { BACKEND_LOGIN_FAILED } from "@/features/auth/lib/auth-messages";
import { ONBOARDING_TARGET_KEY, POST_LOGIN_REDIRECT_KEY } from "@/lib/auth/redirect-storage";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * Guards the protected area (spec section 4): the loading quote while the session is restored;
 * signed out → remember path + query and go to /login; signed in → load the profile once (the user cached at
 * sign-in stands in while it loads), and send people without a workstream to onboarding.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const {
    isLoading,
    isAuthenticated,
    identityUser,
    backendUser,
    signOutReason,
    abandon,
    isProfileChecked,
    markProfileChecked,
  } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const profile = useCurrentUser(identityUser?.uid ?? null, isAuthenticated, backendUser);
  const hasWorkstream = Boolean(profile.data?.workstream);
  // Checked once per session: choosing 'none' on /profile later must not force onboarding again.
  useEffect(() => {
    if (hasWorkstream) markProfileChecked();
  }, [hasWorkstream, markProfileChecked]);

  const gate = isLoading
    ? "loading"
    : !isAuthenticated
      ? "signed-out"
      : profile.isPending
        ? "loading"
        : profile.isError
          ? "failed"
          : !profile.data.workstream && !isProfileChecked()
            ? "onboarding"
            : "open";
  // Opening the gate renders the signed-in layout and its screen at once. Deferred, React renders them in
  // slices of a few milliseconds instead of one long task, and the loading quote stays until they are ready
  // (decision 055). Leaving (signed out, failed) is not deferred.
  const opened = useDeferredValue(gate === "open");
  const shown = gate === "open" && !opened ? "loading" : gate;

  if (shown === "loading") return <LoadingQuote />;
  if (shown === "signed-out") {
    // After Logout the next sign-in starts at home, not where the previous person was.
    const remember = signOutReason !== "user";
    return (
      <Redirect to="/login" storageKey={remember ? POST_LOGIN_REDIRECT_KEY : undefined} returnTo={here} />
    );
  }
  if (shown === "failed") return <EndSession end={abandon} />;
  if (shown === "onboarding") {
    return <Redirect to="/complete-onboarding" storageKey={ONBOARDING_TARGET_KEY} returnTo={here} />;
  }
  return children;
}

/** The profile did not load: the session is unusable, so sign out and show why on /login. */
function EndSession({ end }: { end: (error: string) => Promise<void> }) {
  useEffect(() => {
    void end(BACKEND_LOGIN_FAILED);
  }, [end]);
  return <LoadingQuote />;
}
