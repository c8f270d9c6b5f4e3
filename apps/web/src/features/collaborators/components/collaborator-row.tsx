import type { Collaborator, InviteRole } from "@initiative-planner/contract/collaborators";
import { UserMinus } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ROLE_LABELS } from "../lib/roles";
import { MemberAvatar } from "./member-avatar";
import { RoleSelect } from "./role-select";

interface CollaboratorRowProps {
  member: Collaborator;
  /** The owner may change roles and remove people; everyone else sees the role as text. */
  manageable: boolean;
  busy: boolean;
  onChangeRole: (role: InviteRole) => void;
  onRemove: () => void;
}

export function CollaboratorRow({ member, manageable, busy, onChangeRole, onRemove }: CollaboratorRowProps) {
  const label = member.name || member.email;
  // The owner's own row never has controls: ownership is not transferable here.
  const editable = manageable && member.role !== "owner";
  return (
    // Wraps: on a phone the role select and Remove move under the name instead of off-screen.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <MemberAvatar name={member.name} email={member.email} picture={member.picture} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate text-sm font-medium">{label}</p>
        {member.name && <p className="truncate text-xs text-muted-foreground">{member.email}</p>}
      </div>
      {editable ? (
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <RoleSelect
            value={member.role}
            onChange={onChangeRole}
            disabled={busy}
            label={`Role of ${label}`}
            className="h-8 w-28"
          />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${label}`}
            title={`Remove ${label}`}
            onClick={onRemove}
            disabled={busy}
          >
            <UserMinus />
          </Button>
        </div>
      ) : (
        <Badge variant={member.role === "owner" ? "default" : "secondary"}>{ROLE_LABELS[member.role]}</Badge>
      )}
    </li>
  );
}
