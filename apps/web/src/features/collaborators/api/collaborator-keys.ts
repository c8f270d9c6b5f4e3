/** The one key factory for the collaborators feature; mutations invalidate through it too. */
export const collaboratorKeys = {
  all: ["collaborators"] as const,
  forInitiative: (initiativeId: string) => [...collaboratorKeys.all, initiativeId] as const,
  members: (initiativeId: string) => [...collaboratorKeys.forInitiative(initiativeId), "members"] as const,
  page: (initiativeId: string, page: number, size: number) =>
    [...collaboratorKeys.members(initiativeId), { page, size }] as const,
  invites: (initiativeId: string) => [...collaboratorKeys.forInitiative(initiativeId), "invites"] as const,
  accept: (token: string) => [...collaboratorKeys.all, "accept", token] as const,
};
