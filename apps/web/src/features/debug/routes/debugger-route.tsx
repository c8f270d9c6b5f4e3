import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { ApiTestingTab } from "../components/api-testing-tab";
import { DebugStatus } from "../components/debug-status";
import { EnvironmentTab } from "../components/environment-tab";
import { TokenDebuggerTab } from "../components/token-debugger-tab";
import { UserDetailsTab } from "../components/user-details-tab";

const TABS = [
  { value: "environment", label: "Environment", Panel: EnvironmentTab },
  { value: "user", label: "User Details", Panel: UserDetailsTab },
  { value: "token", label: "Token Debugger", Panel: TokenDebuggerTab },
  { value: "api", label: "API Testing", Panel: ApiTestingTab },
];

export function DebuggerRoute() {
  const { debug_tools: debugTools } = useRuntimeConfig();

  if (!debugTools) {
    return (
      <section className="mx-auto w-full max-w-3xl p-8">
        <h1 className="text-2xl font-semibold tracking-tight">Debugger</h1>
        <p role="status" className="mt-2 text-muted-foreground">
          Not available in production
        </p>
      </section>
    );
  }

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 p-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Debugger</h1>
        <DebugStatus />
      </header>
      <Tabs defaultValue="environment">
        <TabsList>
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="pt-4">
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
