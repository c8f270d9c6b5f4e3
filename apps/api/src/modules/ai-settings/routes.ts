import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";

/** `/portal/admin/ai-settings…`: admins only (access "admin" in the route table). */
export function aiSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const settings = () => ctx.services.aiSettings;

  defineRoute(app, ctx, routes.getAiSettings, async () => settings().view());

  defineRoute(app, ctx, routes.updateAiSettings, async ({ body, user, request }) => {
    const updated = await settings().update(body, user.uid);
    // Never the key: only what changed and who changed it.
    request.log.info(
      { provider: updated.provider, model: updated.model, by: user.uid },
      "AI settings changed",
    );
    return updated;
  });

  defineRoute(app, ctx, routes.listAiModels, async ({ body }) => settings().models(body));

  defineRoute(app, ctx, routes.testAiSettings, async ({ body, user }) => {
    const { result, outcome } = await settings().test(body);
    if (outcome.usage)
      await ctx.services.aiQuota.record({ userId: user.uid, initiativeId: null }, outcome.usage);
    return result;
  });
}
