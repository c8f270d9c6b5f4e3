import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import {
  API_PREFIX,
  apiFailureSchema,
  ERROR_STATUS,
  type ErrorCode,
  type RouteDef,
  type RouteName,
  routes,
} from "@initiative-planner/contract";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { REQUEST_EXAMPLES } from "./openapi-examples";

type Operation = {
  summary?: string;
  operationId?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { example?: unknown }> };
};
type Document = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>;

const FAILURE_REF = { $ref: "#/components/schemas/ApiFailure" };

const ERRORS: Record<ErrorCode, string> = {
  validation_failed:
    "The request is not valid: a parameter, the query or the body (details name the fields).",
  unauthenticated: "No valid identity token or personal access token.",
  forbidden:
    "Signed in, but not allowed: not a member with the role needed, not an administrator, or a read-only token.",
  not_found: "The initiative (or the thing in the path) does not exist or was deleted.",
  conflict:
    "The change conflicts with the current state (e.g. a plan saved meanwhile, a generation running).",
  payload_too_large: "The body or the upload is too large.",
  rate_limited:
    "Too many requests (sign-in failures per address, AI calls or saves per user); see Retry-After.",
  internal: "An unexpected server error.",
  unavailable: "The database or the AI provider is not answering; try again shortly.",
  bad_gateway: "An AI provider answered something the server cannot use.",
  request_timeout: "The client took longer than REQUEST_TIMEOUT_MS to send its request.",
  method_not_allowed: "The address exists, but not with this method; the Allow header lists its methods.",
  unsupported_media_type:
    "The body is not in a form the server reads: send JSON (uploads: multipart/form-data), uncompressed.",
};

/** The failures an operation can answer, from its route-table entry (every one in the error envelope). */
export function errorCodesOf(def: RouteDef): ErrorCode[] {
  const codes: ErrorCode[] = ["validation_failed"];
  if (def.access !== "public") codes.push("unauthenticated", "forbidden");
  // A signed delivery that cannot be proven is 401 whatever the reason, an unknown address included.
  if (def.signed) codes.push("unauthenticated");
  else if (def.params || ["viewer", "editor", "owner"].includes(def.access)) codes.push("not_found");
  if (def.method !== "GET" && def.method !== "HEAD" && def.access !== "public") codes.push("conflict");
  if (def.body || def.multipart) codes.push("payload_too_large", "unsupported_media_type");
  codes.push("rate_limited", "internal", "unavailable");
  return codes;
}

const failure = (code: ErrorCode) => ({
  description: ERRORS[code],
  content: {
    "application/json": {
      schema: FAILURE_REF,
      example: { success: false, error: code, message: ERRORS[code] },
    },
  },
});

function securityOf(def: RouteDef): Array<Record<string, string[]>> {
  if (def.access === "public") return [];
  // Token routes are for the signed-in browser only (decision 080).
  return def.sessionOnly ? [{ identityToken: [] }] : [{ identityToken: [] }, { bearerToken: [] }];
}

const WHO: Record<RouteDef["access"], string> = {
  public: "Anyone.",
  user: "Any signed-in user.",
  viewer: "Members of the initiative (viewer or more).",
  editor: "Editors and the owner of the initiative.",
  owner: "The owner of the initiative.",
  admin: "Administrators.",
};

function describe(name: RouteName, def: RouteDef, operation: Operation) {
  operation.operationId = name;
  const notes = [
    `Access: ${WHO[def.access]}`,
    def.sessionOnly ? "Only with the browser's identity token, never a personal access token." : null,
    def.writeScope ||
    (def.access !== "public" && !def.sessionOnly && def.method !== "GET" && def.method !== "HEAD")
      ? "A read-only personal access token is refused (403)."
      : null,
    def.ai ? "Spends AI budget: limited per user per minute and per day (429)." : null,
  ];
  operation.description = notes.filter(Boolean).join(" ");
  operation.security = securityOf(def);
  operation.responses ??= {};
  const responses = operation.responses;
  if (!responses["200"]) {
    responses["200"] = def.stream
      ? {
          description: "Server-sent events",
          content: { "text/event-stream": { schema: { type: "string" } } },
        }
      : def.download
        ? { description: "The file", content: { "application/octet-stream": { schema: { type: "string" } } } }
        : { description: "OK, no body" };
  }
  for (const code of errorCodesOf(def)) responses[String(ERROR_STATUS[code])] = failure(code);
  const example = REQUEST_EXAMPLES[name];
  const json = operation.requestBody?.content?.["application/json"];
  if (example !== undefined && json) json.example = example;
}

/** Every operation of the route table: its errors, its security, its examples (issue 35). */
function describeOperations({ openapiObject }: { openapiObject: Partial<Document> }): Document {
  const document = openapiObject as Document;
  const byKey = new Map<string, [RouteName, RouteDef]>();
  for (const [name, def] of Object.entries(routes) as Array<[RouteName, RouteDef]>) {
    byKey.set(`${def.method.toLowerCase()} ${API_PREFIX}${def.path}`, [name, def]);
  }
  // Fastify answers HEAD by itself from the GET route (HEAD /health), so swagger does not list it.
  for (const def of Object.values(routes) as RouteDef[]) {
    const path = `${API_PREFIX}${def.path}`;
    const operations = document.paths?.[path];
    if (def.method === "HEAD" && operations) operations.head ??= { summary: def.summary } as Operation;
  }
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const found = byKey.get(`${method} ${path}`);
      if (found) describe(found[0], found[1], operation);
    }
  }
  return document;
}

/** @fastify/swagger's options: OpenAPI 3.1 from the zod schemas, then the route table's metadata. */
export function openapiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Initiative Planner portal API",
        version,
        description:
          "Every answer is `{ success: true, data }` or the error envelope `{ success: false, error, message, details? }`. Sign in with the browser's identity token, or send a personal access token (Settings → Personal access tokens) as a bearer token. AI agents can use the MCP server at `/mcp` instead.",
      },
      components: {
        securitySchemes: {
          identityToken: {
            type: "apiKey",
            in: "header",
            name: "x-user-authorization-token",
            description:
              "The identity token (Firebase ID token, or the dev identity provider's) of the signed-in user.",
          },
          bearerToken: {
            type: "http",
            scheme: "bearer",
            description:
              "A personal access token (`ipat_…`, read or write scope) acting as its owner; the identity token is accepted here too.",
          },
        },
        schemas: { ApiFailure: z.toJSONSchema(apiFailureSchema, { target: "draft-2020-12" }) as never },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: describeOperations as never,
  };
}
