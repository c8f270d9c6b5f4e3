import { PROFILE_WORKSTREAMS } from "@initiative-planner/contract/user";
import { useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItems, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { useUpdateUser } from "@/lib/auth/update-user";
import { useAuth } from "@/lib/auth/use-auth";
import { initialsOf } from "@/lib/initials";
import { AccountInfo } from "../components/account-info";

const NONE = "none";

export function ProfileRoute() {
  const { user, identityUser, backendUser, isLoading } = useAuth();
  const update = useUpdateUser();
  // null: untouched, so the select follows the saved value.
  const [choice, setChoice] = useState<string | null>(null);

  if (isLoading || (identityUser && !backendUser)) return <Centered>Connecting to server...</Centered>;
  if (!user || !backendUser) return <Centered>Please log in to view your profile.</Centered>;

  const saved = backendUser.workstream ?? NONE;
  const value = choice ?? saved;
  // A team chosen at onboarding may not be one of the 8 profile workstreams; keep it visible.
  const options: string[] = [...PROFILE_WORKSTREAMS];
  if (saved !== NONE && !options.includes(saved)) options.push(saved);

  const submit = () => {
    update.mutate(
      { workstream: value === NONE ? null : value },
      {
        onSuccess: () => {
          setChoice(null);
          toast.success("Profile updated");
        },
        // Spec section 8: a failed profile update is only logged.
        onError: (error) => console.error("Failed to update user profile", error),
      },
    );
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-8">
      <h1 className="text-2xl font-semibold tracking-tight">Profile</h1>
      <Card>
        <CardContent className="flex items-center gap-4">
          <Avatar className="size-16">
            {user.photoURL && <AvatarImage src={user.photoURL} alt="" referrerPolicy="no-referrer" />}
            <AvatarFallback className="text-lg">
              {initialsOf(backendUser.name || user.displayName, backendUser.email || user.email)}
            </AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">
              {backendUser.name || user.displayName || "No Name"}
            </p>
            <p className="truncate text-sm text-muted-foreground">{backendUser.email || user.email}</p>
            <p className="truncate font-mono text-xs text-muted-foreground">User ID: {user.uid}</p>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Workstream</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Label htmlFor="workstream" className="sr-only">
            Workstream
          </Label>
          <Select value={value} onValueChange={setChoice} disabled={update.isPending}>
            <SelectTrigger id="workstream" aria-label="Workstream" className="max-w-sm">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItems options={[{ value: NONE, label: "none" }, ...options]} />
            </SelectContent>
          </Select>
          <div>
            <Button onClick={submit} disabled={update.isPending || value === saved}>
              {update.isPending ? "Updating..." : "Update Profile"}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Account</CardTitle>
        </CardHeader>
        <CardContent>
          <AccountInfo user={user} backendUser={backendUser} />
        </CardContent>
      </Card>
    </section>
  );
}

function Centered({ children }: { children: string }) {
  return <p className="flex flex-1 items-center justify-center p-8 text-muted-foreground">{children}</p>;
}
