import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { isAdmin } from "../access/service";
import { adminUsageReport, initiativeUsageReport } from "./report-queries";

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Usage and estimated cost: per initiative (members), per user (self) and overall (admins). */
export function usageRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, routes.initiativeUsage, async ({ params }) =>
    initiativeUsageReport(ctx.db, params.id),
  );

  defineRoute(app, ctx, routes.userUsage, async ({ user }) =>
    ctx.services.aiQuota.userUsage(user.uid, await isAdmin(ctx.db, ctx.config.adminEmails, user)),
  );

  defineRoute(app, ctx, routes.adminUsage, async ({ query }) => {
    const now = new Date();
    const from = query.from ?? day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)));
    const to = query.to ?? day(now);
    return adminUsageReport(ctx.db, from, to);
  });
}
