import { useEffect } from "react";
import { useNavigate } from "react-router";
import { LoadingQuote } from "@/components/loading-quote";
import { saveRoute } from "@/lib/auth/redirect-storage";

/** Replaces the current entry with `to`, first remembering `returnTo` under `storageKey` when given. */
export function Redirect({
  to,
  storageKey,
  returnTo,
}: {
  to: string;
  storageKey?: string;
  returnTo?: string;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    if (storageKey && returnTo) saveRoute(storageKey, returnTo);
    navigate(to, { replace: true });
  }, [navigate, to, storageKey, returnTo]);
  return <LoadingQuote />;
}
