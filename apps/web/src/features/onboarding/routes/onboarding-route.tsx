import { ONBOARDING_TEAMS } from "@initiative-planner/contract/user";
import { useState } from "react";
import { useNavigate } from "react-router";
import { LoadingQuote } from "@/components/loading-quote";
import { Redirect } from "@/components/redirect";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItems, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ONBOARDING_TARGET_KEY, takeRoute } from "@/lib/auth/redirect-storage";
import { useUpdateUser } from "@/lib/auth/update-user";
import { useAuth } from "@/lib/auth/use-auth";

export const ONBOARDING_FAILED = "Failed to update workstream. Please try again.";

/** Asks a new user for their team, then continues where they were going (spec /complete-onboarding). */
export function OnboardingRoute() {
  const { isLoading, isAuthenticated, backendUser, user, signOut } = useAuth();
  const navigate = useNavigate();
  const update = useUpdateUser();
  const [team, setTeam] = useState("");

  if (isLoading) return <LoadingQuote />;
  if (!isAuthenticated) return <Redirect to="/login" />;

  const save = () => {
    if (!team) return;
    update.mutate(
      { workstream: team },
      { onSuccess: () => navigate(takeRoute(ONBOARDING_TARGET_KEY), { replace: true }) },
    );
  };
  const logout = async () => {
    await signOut();
    navigate("/login", { replace: true });
  };
  const name = backendUser?.name || user?.displayName || "";

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">Welcome {name}</h1>
          <CardDescription>We would like to know more about you.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <Label htmlFor="team">Your team</Label>
          <Select value={team} onValueChange={setTeam} disabled={update.isPending}>
            <SelectTrigger id="team" aria-label="Your team">
              <SelectValue placeholder="Select your team" />
            </SelectTrigger>
            <SelectContent>
              <SelectItems options={ONBOARDING_TEAMS} />
            </SelectContent>
          </Select>
          {update.isError && (
            <p
              role="alert"
              className="mt-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              {ONBOARDING_FAILED}
            </p>
          )}
        </CardContent>
        <CardFooter className="justify-between gap-2">
          <Button variant="ghost" onClick={() => void logout()} disabled={update.isPending}>
            Logout
          </Button>
          <Button onClick={save} disabled={!team || update.isPending}>
            {update.isPending ? "Saving..." : "Save & Continue"}
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
