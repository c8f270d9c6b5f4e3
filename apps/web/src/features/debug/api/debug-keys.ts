/** Query keys of the debugger. */
export const debugKeys = {
  all: ["debug"] as const,
  idToken: (uid: string) => [...debugKeys.all, "id-token", uid] as const,
  health: () => [...debugKeys.all, "health"] as const,
};
