import { useRuntimeConfig } from "@/lib/runtime-config";
import { JsonBlock } from "./json-block";
import { KeyValueList } from "./key-value-list";

export function EnvironmentTab() {
  const config = useRuntimeConfig();

  return (
    <div className="flex flex-col gap-6">
      <KeyValueList
        entries={[
          ["Environment", config.environment],
          ["API base", config.api_base],
          ["Auth mode", config.auth_mode === "dev" ? "dev (built-in identity provider)" : "firebase"],
          ["Build version", config.version],
          ["Web build", `${import.meta.env.MODE}${import.meta.env.DEV ? " (dev server)" : ""}`],
          ["AI provider", `${config.ai.provider} · ${config.ai.model}`],
          ["Debug tools", config.debug_tools ? "enabled" : "disabled"],
        ]}
      />
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Runtime settings (GET {config.api_base}/config)</h3>
        <JsonBlock value={config} />
      </section>
    </div>
  );
}
