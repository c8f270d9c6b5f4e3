import { z } from "zod";

/** The 10 teams offered at onboarding (spec /complete-onboarding). */
export const ONBOARDING_TEAMS = [
  "Backend Engineering",
  "Frontend Engineering",
  "Compliance",
  "Copywriting",
  "Product Management",
  "Product Design",
  "Marketing",
  "Analytics",
  "Legal",
  "Data Science",
] as const;

/** The 8 workstreams offered on the profile page (spec /profile). */
export const PROFILE_WORKSTREAMS = [
  "Product Engineering",
  "Backend Engineering",
  "Frontend Engineering",
  "DevOps & Infrastructure",
  "Data Science",
  "QA & Testing",
  "Product Management",
  "Design & UX",
] as const;

export const USER_WORKSTREAMS = [...new Set<string>([...ONBOARDING_TEAMS, ...PROFILE_WORKSTREAMS])] as [
  string,
  ...string[],
];
export const userWorkstreamSchema = z.enum(USER_WORKSTREAMS, {
  error: `workstream must be one of: ${USER_WORKSTREAMS.join(", ")}`,
});

export const backendUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  workstream: z.string().nullable(),
  auth_provider: z.string(),
  date_last_logged_in: z.string(),
  created_at: z.string(),
});
export type BackendUser = z.infer<typeof backendUserSchema>;

export const updateUserBodySchema = z.strictObject({ workstream: userWorkstreamSchema.nullable() });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** `GET /portal/api/test` (debugger): who the token belongs to and when it expires. */
export const tokenInfoSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  sign_in_provider: z.string(),
  issued_at: z.string(),
  /** Null for a personal access token made without an expiry. */
  expires_at: z.string().nullable(),
});
export type TokenInfo = z.infer<typeof tokenInfoSchema>;
