import { Copy, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useAuth } from "@/lib/auth/use-auth";
import { useIdToken } from "../hooks/use-id-token";
import { useNow } from "../hooks/use-now";
import { claimTime, decodeJwt, formatCountdown } from "../lib/decode-jwt";
import { JsonBlock } from "./json-block";
import { KeyValueList } from "./key-value-list";

const when = (ms: number | null) => (ms === null ? null : new Date(ms).toLocaleString());

function ExpiryCountdown({ expiresAt }: { expiresAt: number | null }) {
  const now = useNow();
  if (expiresAt === null) return <span className="text-muted-foreground">no exp claim</span>;
  const left = expiresAt - now;
  return (
    <span data-testid="token-countdown" className={left <= 0 ? "text-destructive" : undefined}>
      {left <= 0 ? "expired" : `expires in ${formatCountdown(left)}`}
    </span>
  );
}

export function TokenDebuggerTab() {
  const { identityUser } = useAuth();
  const { token, refresh } = useIdToken(identityUser?.uid ?? null);

  if (!identityUser)
    return <p className="text-sm text-muted-foreground">Sign in to inspect your ID token.</p>;
  if (token.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Reading the token…
      </p>
    );
  }
  if (token.isError || !token.data) {
    return (
      <p role="alert" className="text-sm text-destructive">
        No ID token is available{token.error ? `: ${token.error.message}` : "."}
      </p>
    );
  }

  const raw = token.data;
  const decoded = decodeJwt(raw);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(raw);
      toast.success("Token copied");
    } catch {
      toast.error("Failed to copy token");
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          <Copy /> Copy token
        </Button>
        <Button size="sm" variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          {refresh.isPending ? <Spinner /> : <RefreshCw />} Force refresh
        </Button>
        {refresh.isError && <span className="text-sm text-destructive">{refresh.error.message}</span>}
      </div>
      {decoded ? (
        <>
          <KeyValueList
            entries={[
              [
                "Token",
                <code key="t" className="text-xs">{`${raw.slice(0, 24)}… (${raw.length} characters)`}</code>,
              ],
              ["Algorithm", String(decoded.header.alg ?? "")],
              ["Issued at", when(claimTime(decoded.claims, "iat"))],
              ["Expires at", when(claimTime(decoded.claims, "exp"))],
              ["Expiry", <ExpiryCountdown key="c" expiresAt={claimTime(decoded.claims, "exp")} />],
            ]}
          />
          <section className="grid gap-4 lg:grid-cols-2">
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">Header</h3>
              <JsonBlock value={decoded.header} label="Token header" />
            </div>
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">Claims</h3>
              <JsonBlock value={decoded.claims} label="Token claims" />
            </div>
          </section>
        </>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          The current token is not a readable JWT.
        </p>
      )}
    </div>
  );
}
