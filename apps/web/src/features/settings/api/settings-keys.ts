/** Query keys of the settings feature (style.md: one factory per resource). */
export const settingsKeys = {
  all: ["settings"] as const,
  userUsage: () => [...settingsKeys.all, "user-usage"] as const,
  userUploads: () => [...settingsKeys.all, "user-uploads"] as const,
  accessTokens: () => [...settingsKeys.all, "access-tokens"] as const,
  aiSettings: () => [...settingsKeys.all, "ai-settings"] as const,
  adminUsage: (from: string, to: string) => [...settingsKeys.all, "admin-usage", from, to] as const,
};
