import { createContext } from "react";
import type { AuthSession } from "@/features/auth/lib/auth-session";

/** The app's one auth session, provided by the auth feature's AuthProvider. */
export const AuthSessionContext = createContext<AuthSession | null>(null);
