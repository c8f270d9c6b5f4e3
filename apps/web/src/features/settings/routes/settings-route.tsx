import { AiSetupCard } from "../components/ai-setup-card";
import { AppearanceCard } from "../components/appearance-card";

export function SettingsRoute() {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">
          Your preferences for this browser, and how the portal is set up.
        </p>
      </header>
      <AppearanceCard />
      <AiSetupCard />
    </section>
  );
}
