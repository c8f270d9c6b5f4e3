/** The one key factory for initiative queries; mutations invalidate through it too. */
export const initiativeKeys = {
  all: ["initiatives"] as const,
  lists: () => [...initiativeKeys.all, "list"] as const,
  list: (p: { userId: string; page: number; search: string }) => [...initiativeKeys.lists(), p] as const,
  details: () => [...initiativeKeys.all, "detail"] as const,
  detail: (id: string) => [...initiativeKeys.details(), id] as const,
};
