import { createContext } from "react";
import type { AuthSessionHandle } from "./auth-state";

/** The app's one auth session, provided by the auth feature's AuthProvider. */
export const AuthSessionContext = createContext<AuthSessionHandle | null>(null);
