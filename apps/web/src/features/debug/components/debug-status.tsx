import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { useAuth } from "@/lib/auth/use-auth";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { API_CHECKS } from "../api/api-checks";
import { debugKeys } from "../api/debug-keys";

const healthCheck = API_CHECKS.find((check) => check.id === "health")!;

/** One line on top of every tab: is the API up, and who is signed in. */
export function DebugStatus() {
  const { api_base: apiBase } = useRuntimeConfig();
  const { phase, identityUser, isAuthenticated } = useAuth();
  const health = useQuery({ queryKey: debugKeys.health(), queryFn: () => healthCheck.run(apiBase) });

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="flex items-center gap-2">
        API
        {health.data ? (
          <Badge variant={health.data.ok ? "secondary" : "destructive"}>
            {health.data.ok ? "healthy" : "unreachable"} · {Math.round(health.data.latencyMs)} ms
          </Badge>
        ) : (
          <Badge variant="outline">checking…</Badge>
        )}
      </span>
      <span className="flex items-center gap-2">
        Auth
        <Badge variant={isAuthenticated ? "secondary" : "outline"}>
          {isAuthenticated ? `signed in as ${identityUser?.email ?? identityUser?.uid}` : phase}
        </Badge>
      </span>
    </div>
  );
}
