import { z } from "zod";
import { pagedSchema, uuidSchema } from "./common";
import { roleSchema } from "./initiative";

export const collaboratorSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  role: roleSchema,
  added_at: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;
export const collaboratorPageSchema = pagedSchema(collaboratorSchema);
export type CollaboratorPage = z.infer<typeof collaboratorPageSchema>;

export const inviteRoleSchema = z.enum(["editor", "viewer"]);
export type InviteRole = z.infer<typeof inviteRoleSchema>;

export const pendingInviteSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: inviteRoleSchema,
  invited_by: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
  /**
   * The last delivery error, when sending failed (the invite stays pending): the mail server's answer
   * for the owner, a general sentence for everyone else.
   */
  last_error: z.string().nullable(),
  /** After this the link no longer works; a resend renews it. */
  expires_at: z.string(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;

/**
 * A new invitation. Without a mail server the inviter gets the link here, once, to send it themselves;
 * with one it is null (the link travels only in the mail).
 */
export const createdInviteSchema = pendingInviteSchema.extend({ invite_link: z.string().nullable() });
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const inviteBodySchema = z.strictObject({
  email: z.email("email must be a valid e-mail address").max(254),
  role: inviteRoleSchema.default("editor"),
});
export type InviteBody = z.input<typeof inviteBodySchema>;
export const changeRoleBodySchema = z.strictObject({ role: inviteRoleSchema });
export type ChangeRoleBody = z.input<typeof changeRoleBodySchema>;
export const acceptInviteBodySchema = z.strictObject({ token: z.string().min(16).max(200) });
export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;

/** `PUT …/collaborators/{userId}`: the member and the new role. */
export const changedRoleSchema = z.object({ user_id: z.string(), role: inviteRoleSchema });
/** `POST /invites/accept`: the initiative joined and the caller's role there (owner when it is theirs). */
export const acceptedInviteSchema = z.object({ initiative_id: z.string(), role: roleSchema });

export const inviteParamsSchema = z.strictObject({ id: uuidSchema, inviteId: uuidSchema });
export const collaboratorParamsSchema = z.strictObject({
  id: uuidSchema,
  userId: z.string().min(1).max(128),
});
