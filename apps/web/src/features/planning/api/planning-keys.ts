/** One key factory for everything the Agents screen caches (style.md: no inline key literals). */
export const planningKeys = {
  all: ["planning"] as const,
  workstreams: (initiativeId: string) => [...planningKeys.all, "workstreams", initiativeId] as const,
  subsectionsAll: (initiativeId: string) => [...planningKeys.all, "subsections", initiativeId] as const,
  subsections: (initiativeId: string, wsId: string) =>
    [...planningKeys.subsectionsAll(initiativeId), wsId] as const,
  workstream: (initiativeId: string, wsId: string) =>
    [...planningKeys.all, "workstream", initiativeId, wsId] as const,
  tasks: (initiativeId: string) => [...planningKeys.all, "tasks", initiativeId] as const,
  taskHistory: (initiativeId: string) => [...planningKeys.all, "task-history", initiativeId] as const,
  members: (initiativeId: string) => [...planningKeys.all, "members", initiativeId] as const,
  versions: (initiativeId: string, wsId: string, subId: string) =>
    [...planningKeys.all, "versions", initiativeId, wsId, subId] as const,
  usage: (initiativeId: string) => [...planningKeys.all, "usage", initiativeId] as const,
  teamTrash: (initiativeId: string) => [...planningKeys.all, "team-trash", initiativeId] as const,
  generateAll: (initiativeId: string) => [...planningKeys.all, "generate-all", initiativeId] as const,
  version: (initiativeId: string, wsId: string, subId: string, n: number) =>
    [...planningKeys.versions(initiativeId, wsId, subId), n] as const,
};

export interface SubsectionRef {
  initiativeId: string;
  wsId: string;
  subId: string;
}

/** The path parameters of the subsection routes in the contract. */
export const subsectionParams = ({ initiativeId, wsId, subId }: SubsectionRef) => ({
  id: initiativeId,
  wsId,
  subId,
});
