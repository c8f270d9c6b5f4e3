import { type ReactNode, useContext, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { setAuthTokenProvider } from "@/lib/api-client";
import { AuthSessionContext } from "@/lib/auth/auth-context";
import type { IdentityProvider } from "@/lib/auth/identity-provider";
import { loadedQueryClient, QueryClientChoice } from "@/lib/query-client-choice";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { AuthSession } from "../lib/auth-session";
import { DevIdentityProvider } from "../lib/dev-identity-provider";
import { FirebaseIdentityProvider } from "../lib/firebase-identity-provider";

export interface AuthProviderProps {
  children: ReactNode;
  /** Clears user data kept by other features (e.g. list caches) at sign-out. */
  clearUserData?: () => void;
  /** Replaces the identity provider chosen from the runtime config (tests). */
  provider?: IdentityProvider;
}

/** Owns the one auth session of the page and plugs it into the API client. */
export function AuthProvider({ children, clearUserData, provider }: AuthProviderProps) {
  const config = useRuntimeConfig();
  const chosenQueryClient = useContext(QueryClientChoice);
  const [session] = useState(() => {
    const identity =
      provider ??
      (config.auth_mode === "firebase" && config.firebase
        ? new FirebaseIdentityProvider(config.firebase)
        : new DevIdentityProvider());
    return new AuthSession({
      provider: identity,
      // The backend login and the query cache load with the first signed-in screen, not with /login.
      backendLogin: async (...args) => (await import("../api/login")).loginToBackend(...args),
      clearUserData: () => {
        // A page that never loaded the query client has no cached data to clear.
        (chosenQueryClient ?? loadedQueryClient())?.removeQueries();
        clearUserData?.();
      },
      notifySignedOut: () => toast("Logged out", { description: "You have been successfully logged out." }),
    });
  });

  // The API client is module state outside React: connect it for as long as this session lives.
  useEffect(() => {
    setAuthTokenProvider(session.tokenProvider);
    void session.start();
    return () => setAuthTokenProvider(null);
  }, [session]);

  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}
