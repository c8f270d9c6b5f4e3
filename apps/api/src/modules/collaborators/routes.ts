import { routes, toPage } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { announce } from "../events/publish";
import { listPendingInvites, pageMembers } from "./queries";
import {
  acceptInviteToken,
  changeRole,
  inviteCollaborator,
  removeCollaborator,
  resendInvite,
  revokeInvite,
} from "./service";

// The route's path parameters as the named ids the service takes.
const inviteOf = (p: { id: string; inviteId: string }) => ({ initiativeId: p.id, inviteId: p.inviteId });
const memberOf = (p: { id: string; userId: string }) => ({ initiativeId: p.id, userId: p.userId });

export function collaboratorRoutes(app: FastifyInstance, ctx: AppContext) {
  // Open pages of the initiative refresh their member and invitation lists.
  const membersChanged = async <T>(
    request: FastifyRequest,
    initiativeId: string,
    change: string,
    result: T,
  ) => {
    await announce(ctx.db, request.log, initiativeId, "members_changed", { change });
    return result;
  };

  defineRoute(app, ctx, routes.listCollaborators, async ({ params, query }) => {
    const { list, total } = await pageMembers(ctx.db, params.id, query.page, query.size);
    return toPage(list, total, query.page, query.size);
  });
  defineRoute(app, ctx, routes.pendingInvites, async ({ params, role }) =>
    listPendingInvites(ctx.db, params.id, role),
  );
  defineRoute(app, ctx, routes.invite, async ({ params, body, user, role, request }) =>
    membersChanged(
      request,
      params.id,
      "invited",
      await inviteCollaborator(ctx, params.id, { uid: user.uid, name: user.name, role }, body),
    ),
  );
  defineRoute(app, ctx, routes.resendInvite, async ({ params, user }) =>
    resendInvite(ctx, inviteOf(params), user.uid),
  );
  defineRoute(app, ctx, routes.revokeInvite, async ({ params, request }) =>
    membersChanged(request, params.id, "invite_revoked", await revokeInvite(ctx, inviteOf(params))),
  );
  defineRoute(app, ctx, routes.changeRole, async ({ params, body, request }) =>
    membersChanged(request, params.id, "role_changed", await changeRole(ctx, memberOf(params), body.role)),
  );
  defineRoute(app, ctx, routes.removeCollaborator, async ({ params, request }) =>
    membersChanged(request, params.id, "removed", await removeCollaborator(ctx, memberOf(params))),
  );
  // Accepting announces the new member itself (collaborators/service.ts, also at sign-in).
  defineRoute(app, ctx, routes.acceptInvite, async ({ body, user }) =>
    acceptInviteToken(ctx, user, body.token),
  );
}
