import { routes } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { createMailer, type Mailer } from "../../mail/mailer";
import { announce } from "../events/publish";
import { onLogin } from "../users/routes";
import { listPendingInvites, pageMembers } from "./queries";
import {
  acceptInvitesForEmail,
  acceptInviteToken,
  changeRole,
  inviteCollaborator,
  removeCollaborator,
  resendInvite,
  revokeInvite,
} from "./service";

declare module "../../http/context" {
  interface AppServices {
    mailer: Mailer;
  }
}

export function collaboratorRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.services.mailer ??= createMailer({
    smtpUrl: ctx.config.mail.smtpUrl,
    from: ctx.config.mail.from,
    db: ctx.db,
    log: app.log,
  });
  app.addHook("onClose", async () => ctx.services.mailer.close());
  onLogin(acceptInvitesForEmail);
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
    return {
      list,
      total_items: total,
      current_page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.size)),
    };
  });
  defineRoute(app, ctx, routes.pendingInvites, async ({ params }) => listPendingInvites(ctx.db, params.id));
  defineRoute(app, ctx, routes.invite, async ({ params, body, user, request }) =>
    membersChanged(
      request,
      params.id,
      "invited",
      await inviteCollaborator(ctx, params.id, { uid: user.uid, name: user.name }, body),
    ),
  );
  defineRoute(app, ctx, routes.resendInvite, async ({ params }) =>
    resendInvite(ctx, params.id, params.inviteId),
  );
  defineRoute(app, ctx, routes.revokeInvite, async ({ params, request }) =>
    membersChanged(request, params.id, "invite_revoked", await revokeInvite(ctx, params.id, params.inviteId)),
  );
  defineRoute(app, ctx, routes.changeRole, async ({ params, body, request }) =>
    membersChanged(
      request,
      params.id,
      "role_changed",
      await changeRole(ctx, params.id, params.userId, body.role),
    ),
  );
  defineRoute(app, ctx, routes.removeCollaborator, async ({ params, request }) =>
    membersChanged(request, params.id, "removed", await removeCollaborator(ctx, params.id, params.userId)),
  );
  defineRoute(app, ctx, routes.acceptInvite, async ({ body, user, request }) => {
    const accepted = await acceptInviteToken(ctx, user.uid, body.token);
    return membersChanged(request, accepted.initiative_id, "joined", accepted);
  });
}
