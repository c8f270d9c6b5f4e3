import { useMutation } from "@tanstack/react-query";
import { Play } from "lucide-react";
import { type Ref, useImperativeHandle } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRuntimeConfig } from "@/lib/runtime-config";
import type { ApiCheck, CheckResult } from "../api/api-checks";

export interface ApiCheckHandle {
  run(): void;
}

function ResultSummary({ result }: { result: CheckResult }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={result.ok ? "secondary" : "destructive"}>
          {result.status === 0 ? "No response" : `HTTP ${result.status}`}
        </Badge>
        <span className="text-muted-foreground">{Math.round(result.latencyMs)} ms</span>
      </div>
      {result.body !== null && result.body !== "" && (
        <pre className="max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs">
          {typeof result.body === "string" ? result.body : JSON.stringify(result.body, null, 2)}
        </pre>
      )}
    </div>
  );
}

export function ApiCheckRow({ check, ref }: { check: ApiCheck; ref?: Ref<ApiCheckHandle> }) {
  const { api_base: apiBase } = useRuntimeConfig();
  const mutation = useMutation({ mutationFn: () => check.run(apiBase) });
  useImperativeHandle(ref, () => ({ run: () => mutation.mutate() }), [mutation.mutate]);

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4" aria-label={check.label}>
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-col">
          <span className="font-medium">{check.label}</span>
          <code className="text-xs text-muted-foreground">
            {check.method} {apiBase}
            {check.path}
          </code>
        </div>
        <Button size="sm" variant="outline" onClick={() => mutation.mutate()} disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : <Play />} Run
        </Button>
      </div>
      {mutation.data && <ResultSummary result={mutation.data} />}
    </li>
  );
}
