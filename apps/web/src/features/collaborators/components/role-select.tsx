import type { InviteRole } from "@initiative-planner/contract/collaborators";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

interface RoleSelectProps {
  value: string;
  onChange: (role: InviteRole) => void;
  disabled: boolean;
  /** The trigger's accessible name. */
  label: string;
  id?: string;
  className?: string;
}

/** Editor or viewer: the roles a member can be given (ownership is not transferable). */
export function RoleSelect({ value, onChange, disabled, label, id, className }: RoleSelectProps) {
  return (
    <Select value={value} onValueChange={(role) => onChange(role as InviteRole)} disabled={disabled}>
      <SelectTrigger id={id} aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="editor">Editor</SelectItem>
        <SelectItem value="viewer">Viewer</SelectItem>
      </SelectContent>
    </Select>
  );
}
