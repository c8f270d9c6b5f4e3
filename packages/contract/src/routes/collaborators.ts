import { z } from "zod";
import {
  acceptedInviteSchema,
  acceptInviteBodySchema,
  changedRoleSchema,
  changeRoleBodySchema,
  collaboratorPageSchema,
  collaboratorParamsSchema,
  createdInviteSchema,
  inviteBodySchema,
  inviteParamsSchema,
  pendingInviteSchema,
} from "../collaborators";
import { initiativeIdParamsSchema, pageQuerySchema } from "../initiative";
import type { RouteDef } from "./route-def";

/** Collaborators and invitations. */
export const collaboratorRoutes = {
  listCollaborators: {
    method: "GET",
    path: "/initiatives/{id}/collaborators",
    access: "viewer",
    params: initiativeIdParamsSchema,
    query: pageQuerySchema,
    response: collaboratorPageSchema,
    summary: "Members, owner included",
  },
  pendingInvites: {
    method: "GET",
    path: "/initiatives/{id}/collaborators/pendingInvites",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: z.array(pendingInviteSchema),
    summary: "Pending invitations",
  },
  invite: {
    method: "POST",
    path: "/initiatives/{id}/collaborators/invite",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: inviteBodySchema,
    response: createdInviteSchema,
    summary: "Invite by e-mail",
  },
  resendInvite: {
    method: "POST",
    path: "/initiatives/{id}/collaborators/invite/{inviteId}/resend",
    access: "editor",
    params: inviteParamsSchema,
    response: z.boolean(),
    summary: "Resend an invitation",
  },
  revokeInvite: {
    method: "DELETE",
    path: "/initiatives/{id}/collaborators/invite/{inviteId}",
    access: "owner",
    params: inviteParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Revoke an invitation",
  },
  changeRole: {
    method: "PUT",
    path: "/initiatives/{id}/collaborators/{userId}",
    access: "owner",
    params: collaboratorParamsSchema,
    body: changeRoleBodySchema,
    response: changedRoleSchema,
    summary: "Change a collaborator's role",
  },
  removeCollaborator: {
    method: "DELETE",
    path: "/initiatives/{id}/collaborators/{userId}",
    access: "owner",
    params: collaboratorParamsSchema,
    response: z.object({ user_id: z.string() }),
    summary: "Remove a collaborator",
  },
  acceptInvite: {
    method: "POST",
    path: "/invites/accept",
    access: "user",
    body: acceptInviteBodySchema,
    response: acceptedInviteSchema,
    summary: "Accept an invitation link",
  },
} as const satisfies Record<string, RouteDef>;
