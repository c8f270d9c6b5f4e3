import type { Collaborator, InviteRole } from "@initiative-planner/contract/collaborators";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useChangeRole } from "../api/change-role";
import { useCollaborators } from "../api/list-collaborators";
import { useRemoveCollaborator } from "../api/remove-collaborator";
import { ROLE_LABELS } from "../lib/roles";
import { CollaboratorRow } from "./collaborator-row";

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** Members of the initiative, owner included, 10 a page. */
export function CollaboratorList({
  initiativeId,
  manageable,
}: {
  initiativeId: string;
  manageable: boolean;
}) {
  const [page, setPage] = useState(0);
  const { data, isPending } = useCollaborators(initiativeId, page);
  const changeRole = useChangeRole(initiativeId);
  const remove = useRemoveCollaborator(initiativeId);
  const busyId = changeRole.isPending
    ? changeRole.variables?.userId
    : remove.isPending
      ? remove.variables
      : undefined;

  const onChangeRole = (member: Collaborator, role: InviteRole) =>
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () =>
          toast.success(`${member.name || member.email} is now ${ROLE_LABELS[role].toLowerCase()}`),
        onError: (error) => toast.error(messageOf(error, "The role could not be changed.")),
      },
    );

  const onRemove = (member: Collaborator, isLastOnPage: boolean) =>
    remove.mutate(member.user_id, {
      onSuccess: () => {
        toast.success(`${member.name || member.email} was removed`);
        // An emptied last page would show nothing; step back to the one before.
        if (isLastOnPage && page > 0) setPage(page - 1);
      },
      onError: (error) => toast.error(messageOf(error, "The collaborator could not be removed.")),
    });

  const total = data?.total_pages ?? 1;
  return (
    <section aria-labelledby="collaborators-heading" className="grid gap-1">
      <h3 id="collaborators-heading" className="text-sm font-semibold">
        People with access{data ? ` (${data.total_items})` : ""}
      </h3>
      {isPending ? (
        <Spinner className="my-4 size-5 justify-self-center" />
      ) : (
        <ul aria-label="Collaborators" className="divide-y">
          {data?.list.map((member) => (
            <CollaboratorRow
              key={member.user_id}
              member={member}
              manageable={manageable}
              busy={busyId === member.user_id}
              onChangeRole={(role) => onChangeRole(member, role)}
              onRemove={() => onRemove(member, data.list.length === 1)}
            />
          ))}
        </ul>
      )}
      {total > 1 && (
        <nav aria-label="Collaborator pages" className="flex items-center justify-between pt-1">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-xs text-muted-foreground">
            Page {page + 1} of {total}
          </span>
          <Button variant="outline" size="sm" disabled={page + 1 >= total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
