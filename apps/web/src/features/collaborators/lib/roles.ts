import type { Role } from "@initiative-planner/contract/initiative";

export const ROLE_LABELS: Record<Role, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer" };

/** Who may do what in the dialog; the server enforces the same rules (issue 7 "Roles and access"). */
export const permissionsOf = (role: Role) => ({
  canInvite: role !== "viewer",
  canManageMembers: role === "owner",
  canRevoke: role === "owner",
});
