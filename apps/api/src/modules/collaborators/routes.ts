import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { createSmtpMailer } from "../../mail/mailer";
import { type MailSender, startMailSender } from "../../mail/sender";
import { onLogin } from "../users/routes";
import { listPendingInvites, pageMembers } from "./queries";
import {
  acceptInvitesForEmail,
  acceptInviteToken,
  changeRole,
  inviteCollaborator,
  inviteLink,
  removeCollaborator,
  resendInvite,
  revokeInvite,
} from "./service";

declare module "../../http/context" {
  interface AppServices {
    /** The background sender of the mail outbox; null without SMTP_URL (mail is kept, not sent). */
    mailSender: MailSender | null;
  }
}

export function collaboratorRoutes(app: FastifyInstance, ctx: AppContext) {
  const { smtpUrl, from, retryBackoffMs } = ctx.config.mail;
  if (ctx.services.mailSender === undefined) {
    const sender = smtpUrl
      ? startMailSender({
          db: ctx.db,
          mailer: createSmtpMailer({ smtpUrl, from }),
          smtpUrl,
          linkOf: (token) => inviteLink(ctx.config, token),
          log: app.log,
          pollMs: ctx.config.jobs.pollMs,
          backoffMs: retryBackoffMs,
        })
      : null;
    ctx.services.mailSender = sender;
    app.addHook("onClose", async () => sender?.stop());
  }
  onLogin(acceptInvitesForEmail);

  defineRoute(app, ctx, routes.listCollaborators, async ({ params, query }) => {
    const { list, total } = await pageMembers(ctx.db, params.id, query.page, query.size);
    return {
      list,
      total_items: total,
      current_page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.size)),
    };
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
