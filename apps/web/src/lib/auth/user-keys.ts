/** Query keys of the signed-in user's account. */
export const userKeys = {
  all: ["user"] as const,
  current: (uid: string) => [...userKeys.all, "current", uid] as const,
};
