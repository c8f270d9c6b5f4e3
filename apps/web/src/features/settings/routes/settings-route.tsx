import { useUserUsage } from "../api/user-usage";
import { AccessTokensCard } from "../components/access-tokens-card";
import { AdminUsageCard } from "../components/admin-usage-card";
import { AiSettingsCard } from "../components/ai-settings-card";
import { AiSetupCard } from "../components/ai-setup-card";
import { AppearanceCard } from "../components/appearance-card";
import { UploadsCard } from "../components/uploads-card";
import { UsageCard } from "../components/usage-card";

/** Everyone: theme, their own AI usage and access tokens; admins also choose the AI provider. */
export function SettingsRoute() {
  const usage = useUserUsage();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">
          Your preferences for this browser, your AI usage, and how the portal is set up.
        </p>
      </header>
      <AppearanceCard />
      {usage.data && <UsageCard usage={usage.data} />}
      <UploadsCard />
      <AccessTokensCard />
      {usage.data?.is_admin ? <AiSettingsCard /> : <AiSetupCard />}
      {usage.data?.is_admin && <AdminUsageCard />}
    </section>
  );
}
