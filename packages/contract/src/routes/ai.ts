import {
  aiModelListSchema,
  aiProbeBodySchema,
  aiSettingsSchema,
  aiTestResultSchema,
  updateAiSettingsBodySchema,
} from "../ai-settings";
import { initiativeIdParamsSchema } from "../initiative";
import { adminUsageQuerySchema, adminUsageSchema, initiativeUsageSchema, userUsageSchema } from "../usage";
import type { RouteDef } from "./route-def";

/** AI usage per initiative, user and installation. */
export const usageRoutes = {
  initiativeUsage: {
    method: "GET",
    path: "/initiatives/{id}/usage",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: initiativeUsageSchema,
    summary: "AI usage and estimated cost of an initiative",
  },
  userUsage: {
    method: "GET",
    path: "/user/usage",
    access: "user",
    response: userUsageSchema,
    summary: "The caller's AI usage today and this month against the limits",
  },
  adminUsage: {
    method: "GET",
    path: "/admin/usage",
    access: "admin",
    query: adminUsageQuerySchema,
    response: adminUsageSchema,
    summary: "AI usage by user and by model over a period",
  },
} as const satisfies Record<string, RouteDef>;

/** The installation's AI provider settings (admin). */
export const aiSettingsRoutes = {
  getAiSettings: {
    method: "GET",
    path: "/admin/ai-settings",
    access: "admin",
    response: aiSettingsSchema,
    summary: "The AI provider settings (never the key)",
  },
  updateAiSettings: {
    method: "PUT",
    path: "/admin/ai-settings",
    access: "admin",
    body: updateAiSettingsBodySchema,
    response: aiSettingsSchema,
    summary: "Change the AI provider settings",
  },
  listAiModels: {
    method: "POST",
    path: "/admin/ai-settings/models",
    access: "admin",
    body: aiProbeBodySchema,
    response: aiModelListSchema,
    summary: "The provider's model list",
  },
  testAiSettings: {
    method: "POST",
    path: "/admin/ai-settings/test",
    access: "admin",
    body: aiProbeBodySchema,
    response: aiTestResultSchema,
    summary: "A minimal model call: latency or the provider's error",
  },
} as const satisfies Record<string, RouteDef>;
