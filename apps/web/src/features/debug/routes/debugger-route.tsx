import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { ApiTestingTab } from "../components/api-testing-tab";
import { DebugStatus } from "../components/debug-status";
import { EnvironmentTab } from "../components/environment-tab";
import { TokenDebuggerTab } from "../components/token-debugger-tab";
import { UserDetailsTab } from "../components/user-details-tab";

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
          <TabsTrigger value="environment">Environment</TabsTrigger>
          <TabsTrigger value="user">User Details</TabsTrigger>
          <TabsTrigger value="token">Token Debugger</TabsTrigger>
          <TabsTrigger value="api">API Testing</TabsTrigger>
        </TabsList>
        <TabsContent value="environment" className="pt-4">
          <EnvironmentTab />
        </TabsContent>
        <TabsContent value="user" className="pt-4">
          <UserDetailsTab />
        </TabsContent>
        <TabsContent value="token" className="pt-4">
          <TokenDebuggerTab />
        </TabsContent>
        <TabsContent value="api" className="pt-4">
          <ApiTestingTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
