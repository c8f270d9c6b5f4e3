import type { ReactNode } from "react";
import { LoadingQuote } from "@/components/loading-quote";
import { useAuth } from "@/features/auth/hooks/use-auth";

/**
 * Guards the protected area. The identity feature adds the redirect to /login and the onboarding
 * check; until then it only holds the screen while the session is restored.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  if (isLoading) return <LoadingQuote />;
  return children;
}
