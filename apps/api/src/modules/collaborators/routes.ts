import { routes, toPage } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { listPendingInvites, pageMembers } from "./queries";
import {
  acceptInviteToken,
  changeRole,
  inviteCollaborator,
  removeCollaborator,
  resendInvite,
  revokeInvite,
} from "./service";

export function collaboratorRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, routes.listCollaborators, async ({ params, query }) => {
    const { list, total } = await pageMembers(ctx.db, params.id, query.page, query.size);
    return toPage(list, total, query.page, query.size);
  });
  defineRoute(app, ctx, routes.pendingInvites, async ({ params, role }) =>
    listPendingInvites(ctx.db, params.id, role),
  );
  defineRoute(app, ctx, routes.invite, async ({ params, body, user, role }) =>
    inviteCollaborator(ctx, params.id, { uid: user.uid, name: user.name, role }, body),
  );
  defineRoute(app, ctx, routes.resendInvite, async ({ params, user }) =>
    resendInvite(ctx, params.id, params.inviteId, user.uid),
  );
  defineRoute(app, ctx, routes.revokeInvite, async ({ params }) =>
    revokeInvite(ctx, params.id, params.inviteId),
  );
  defineRoute(app, ctx, routes.changeRole, async ({ params, body }) =>
    changeRole(ctx, params.id, params.userId, body.role),
  );
  defineRoute(app, ctx, routes.removeCollaborator, async ({ params }) =>
    removeCollaborator(ctx, params.id, params.userId),
  );
  defineRoute(app, ctx, routes.acceptInvite, async ({ body, user }) =>
    acceptInviteToken(ctx, user, body.token),
  );
}
