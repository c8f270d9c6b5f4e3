import type { AiSettings } from "@initiative-planner/contract/ai-settings";
import type { LlmProvider } from "@initiative-planner/contract/runtime-config";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItems, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useListModels, useSaveAiSettings, useTestAiSettings } from "../api/ai-settings";
import { PROVIDER_LABELS } from "./provider-labels";

const PROVIDERS = Object.entries(PROVIDER_LABELS).map(([value, label]) => ({ value, label }));

const LOCK_NOTE = "Set by an environment variable on the server";

/** The admin's form: provider, model, base URL and API key (the key is never shown, only replaced). */
export function AiSettingsForm({ settings }: { settings: AiSettings }) {
  const [provider, setProvider] = useState<LlmProvider>(settings.provider);
  const [model, setModel] = useState(settings.provider === "offline" ? "" : settings.model);
  const [baseUrl, setBaseUrl] = useState(settings.base_url ?? "");
  const [apiKey, setApiKey] = useState("");
  const save = useSaveAiSettings();
  const models = useListModels();
  const test = useTestAiSettings();
  const { locked } = settings;
  const offline = provider === "offline";

  const probe = () => ({
    provider,
    ...(model.trim() && !locked.model ? { model: model.trim() } : {}),
    ...(baseUrl.trim() && !locked.base_url ? { base_url: baseUrl.trim() } : {}),
    ...(apiKey.trim() && !locked.api_key ? { api_key: apiKey.trim() } : {}),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(probe(), {
      onSuccess: () => {
        setApiKey("");
        toast.success("AI settings saved. The next model call uses them.");
      },
    });
  };

  const lockNote = (isLocked: boolean) =>
    isLocked ? <p className="text-xs text-muted-foreground">{LOCK_NOTE}.</p> : null;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="ai-provider">Provider</Label>
        <Select
          value={provider}
          onValueChange={(v) => setProvider(v as LlmProvider)}
          disabled={locked.provider}
        >
          <SelectTrigger id="ai-provider" aria-label="Provider" className="max-w-sm">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItems options={PROVIDERS} />
          </SelectContent>
        </Select>
        {lockNote(locked.provider)}
      </div>
      {!offline && (
        <>
          {provider === "openai-compatible" && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="ai-base-url">Base URL</Label>
              <Input
                id="ai-base-url"
                value={baseUrl}
                onChange={(e) => setBaseUrl(e.target.value)}
                placeholder="http://127.0.0.1:11434/v1"
                disabled={locked.base_url}
              />
              {lockNote(locked.base_url)}
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ai-api-key">API key</Label>
            <Input
              id="ai-api-key"
              type="password"
              autoComplete="off"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
              placeholder={settings.api_key_set ? "A key is saved — leave empty to keep it" : "Paste the key"}
              disabled={locked.api_key}
            />
            {lockNote(locked.api_key)}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="ai-model">Model</Label>
            <div className="flex gap-2">
              <Input
                id="ai-model"
                list="ai-model-options"
                value={model}
                onChange={(e) => setModel(e.target.value)}
                placeholder="The provider's default"
                disabled={locked.model}
              />
              <CheckButton pending={models.isPending} onClick={() => models.mutate(probe())}>
                {models.isPending ? "Loading..." : "Load models"}
              </CheckButton>
            </div>
            <datalist id="ai-model-options">
              {models.data?.models.map((m) => (
                <option key={m.id} value={m.id} />
              ))}
            </datalist>
            {models.data && (
              <p className="text-xs text-muted-foreground" role="status">
                {models.data.models.length} models available.
              </p>
            )}
            {models.error && (
              <p className="text-xs text-destructive" role="alert">
                {models.error.message}
              </p>
            )}
            {lockNote(locked.model)}
          </div>
        </>
      )}
      {save.error && (
        <p className="text-sm text-destructive" role="alert">
          {save.error.message}
        </p>
      )}
      {test.data && (
        <p
          className={test.data.ok ? "text-sm" : "text-sm text-destructive"}
          role="status"
          data-testid="ai-test-result"
        >
          {test.data.ok ? `Connected: ${test.data.message}` : `Failed: ${test.data.message}`}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        <CheckButton pending={test.isPending} onClick={() => test.mutate(probe())}>
          {test.isPending ? "Testing..." : "Test connection"}
        </CheckButton>
      </div>
    </form>
  );
}

/** A check of the settings as typed, before they are saved (load the models, test the connection). */
function CheckButton({
  pending,
  onClick,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="button" variant="outline" disabled={pending} onClick={onClick}>
      {children}
    </Button>
  );
}
