import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import { NO_EXPIRY } from "../../auth/identity";
import type { AppContext } from "../../http/context";
import { notFound } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { findUser, updateWorkstream, upsertLogin } from "./queries";

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, routes.userLogin, async ({ user }) => {
    const backendUser = await upsertLogin(ctx.db, user);
    for (const hook of ctx.services.loginHooks) {
      await hook(ctx, { id: backendUser.id, email: backendUser.email, emailVerified: user.emailVerified });
    }
    return backendUser;
  });

  const current = async (uid: string) => {
    const found = await findUser(ctx.db, uid);
    if (!found) throw notFound("No account exists for this sign-in yet. Sign in again to create it.");
    return found;
  };
  defineRoute(app, ctx, routes.getUser, async ({ user }) => current(user.uid));
  defineRoute(app, ctx, routes.getUserProfile, async ({ user }) => current(user.uid));

  defineRoute(app, ctx, routes.updateUser, async ({ user, body }) => {
    const updated = await updateWorkstream(ctx.db, user.uid, body.workstream);
    if (!updated) throw notFound("No account exists for this sign-in yet. Sign in again to create it.");
    return updated;
  });

  // A debug tool: in production the route does not exist, so it is refused before authentication.
  if (ctx.config.production) return;
  defineRoute(app, ctx, routes.apiTest, async ({ user }) => ({
    uid: user.uid,
    email: user.email ?? "",
    name: user.name ?? "",
    sign_in_provider: user.signInProvider ?? "unknown",
    issued_at: user.issuedAt.toISOString(),
    expires_at: user.expiresAt.getTime() === NO_EXPIRY.getTime() ? null : user.expiresAt.toISOString(),
  }));
}
