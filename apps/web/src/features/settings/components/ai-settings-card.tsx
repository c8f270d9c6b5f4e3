import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAiSettings } from "../api/ai-settings";
import { AiSettingsForm } from "./ai-settings-form";

/** Admins only: which AI provider and model write the plans, for every user of this installation. */
export function AiSettingsCard() {
  const settings = useAiSettings(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI provider</CardTitle>
        <CardDescription>
          You are an administrator. Changes apply to the next model call on every server, without a restart.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending && <p className="text-sm text-muted-foreground">Loading...</p>}
        {settings.isError && (
          <p className="text-sm text-destructive" role="alert">
            {settings.error.message}
          </p>
        )}
        {settings.data && (
          <AiSettingsForm key={settings.data.updated_at ?? "initial"} settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
