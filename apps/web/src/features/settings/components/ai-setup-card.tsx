import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { PROVIDER_LABELS } from "./provider-labels";

/** Read-only: the AI setup is chosen by whoever runs the server, not per user. */
export function AiSetupCard() {
  const { ai } = useRuntimeConfig();

  return (
    <Card>
      <CardHeader>
        <CardTitle>AI setup</CardTitle>
        <CardDescription>How this server writes plans. Set by the server's administrator.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
          <dt className="text-muted-foreground">Provider</dt>
          <dd>{PROVIDER_LABELS[ai.provider]}</dd>
          <dt className="text-muted-foreground">Model</dt>
          <dd className="font-mono text-xs leading-5">{ai.model}</dd>
          <dt className="text-muted-foreground">Planner</dt>
          <dd>
            {ai.offline ? (
              <Badge variant="secondary">Offline planner in use</Badge>
            ) : (
              <Badge>Language model in use</Badge>
            )}
          </dd>
        </dl>
        {ai.offline && (
          <p className="mt-4 text-sm text-muted-foreground">
            Plans are written by the built-in offline planner, which works without any AI provider. Ask your
            administrator to configure a provider for model-written plans.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
