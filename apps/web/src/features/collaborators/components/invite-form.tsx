import type { CollaboratorPage, InviteRole, PendingInvite } from "@initiative-planner/contract/collaborators";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { z } from "zod";
import { LinkField } from "@/components/link-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { collaboratorKeys } from "../api/collaborator-keys";
import { useInviteCollaborator } from "../api/invite-collaborator";
import { RoleSelect } from "./role-select";

export const INVALID_EMAIL = "Enter a valid e-mail address, like name@example.com.";
const emailSchema = z.email().max(254);

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The server's refusal in its own words, when the dialog's lists already show the address as a member or as
 * pending: the form answers without a request, so a handled 409 never reaches the console (decision 115). The
 * server still refuses what the lists did not know of yet.
 */
function knownRefusal(queryClient: QueryClient, initiativeId: string, email: string): string | null {
  const pages = queryClient.getQueriesData<CollaboratorPage>({
    queryKey: collaboratorKeys.members(initiativeId),
  });
  if (pages.some(([, page]) => page?.list.some((member) => sameAddress(member.email, email))))
    return `${email} is already a member of this initiative.`;
  const pending = queryClient.getQueryData<PendingInvite[]>(collaboratorKeys.invites(initiativeId));
  if (pending?.some((invite) => sameAddress(invite.email, email)))
    return `An invitation to ${email} is already pending. Resend it instead.`;
  return null;
}

/**
 * Invite by e-mail with a role; the server's sentence (e.g. already a member: 409) is shown as is.
 * Without a mail server the response carries the invitation link, shown here once to copy.
 */
export function InviteForm({ initiativeId }: { initiativeId: string }) {
  const ids = { email: useId(), role: useId(), error: useId() };
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InviteRole>("editor");
  const [error, setError] = useState<string | null>(null);
  const [shared, setShared] = useState<{ email: string; link: string } | null>(null);
  const invite = useInviteCollaborator(initiativeId);
  const queryClient = useQueryClient();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailSchema.safeParse(address).success) {
      setError(INVALID_EMAIL);
      return;
    }
    const refusal = knownRefusal(queryClient, initiativeId, address);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    setShared(null);
    try {
      const created = await invite.mutateAsync({ email: address, role });
      setEmail("");
      if (created.invite_link) {
        setShared({ email: address, link: created.invite_link });
        toast.success(`Invitation created for ${address}`);
      } else if (created.last_error)
        toast.warning(`Invitation saved, but the e-mail to ${address} was not sent`);
      else toast.success(`Invitation sent to ${address}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : "The invitation could not be sent.");
    }
  };

  return (
    <form className="grid gap-2" onSubmit={submit} noValidate aria-label="Invite people">
      <Label htmlFor={ids.email}>Invite by e-mail</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={ids.email}
          type="email"
          autoComplete="off"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          disabled={invite.isPending}
        />
        <RoleSelect
          id={ids.role}
          value={role}
          onChange={setRole}
          disabled={invite.isPending}
          label="Role"
          className="sm:w-32"
        />
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Inviting..." : "Invite"}
        </Button>
      </div>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {shared && (
        <div className="grid gap-2 rounded-md border p-3">
          <p className="text-sm text-muted-foreground">
            No e-mail was sent (no mail server is set up). Send this link to {shared.email} yourself: it works
            only for that address, and it is shown only now.
          </p>
          <LinkField
            label="Invitation link"
            link={shared.link}
            buttonLabel="Copy invitation link"
            copiedMessage="Invitation link copied"
          />
        </div>
      )}
    </form>
  );
}
