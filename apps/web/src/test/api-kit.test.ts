import { routes } from "@initiative-planner/contract/routes";
import { describe, expect, it } from "vitest";
import { ApiError, api } from "@/lib/api-client";
import { consumeStream } from "@/lib/stream-reader";
import { apiError, callsTo, download, handle } from "./api-handlers";
import { checkUnhandledRequests, takeUnhandledRequests } from "./api-server";
import { PlanStream } from "./api-streams";

const ID = "11111111-1111-4111-8111-111111111111";

describe("the web tests' API (MSW)", () => {
  it("fails a test that calls a route it does not serve", async () => {
    // The client sees a failed request, as with a server that is not there…
    await expect(api.call(routes.getInitiative, { params: { id: ID } })).rejects.toMatchObject({
      name: "ApiError",
      status: 0,
    });
    // …and the test fails after it: the kit's afterEach runs this check.
    expect(() => checkUnhandledRequests()).toThrow(`GET /portal/initiatives/${ID}`);
    // Once reported, the request is not reported again, so this test itself may pass.
    expect(takeUnhandledRequests()).toEqual([]);
  });

  it("answers in the server's success wrapper and records what was sent", async () => {
    const change = handle(routes.changeRole, ({ params, body }) => ({
      user_id: params.userId,
      role: body.role,
    }));
    const params = { id: ID, userId: "u2" };
    await expect(api.call(routes.changeRole, { params, body: { role: "viewer" } })).resolves.toEqual({
      user_id: "u2",
      role: "viewer",
    });
    expect(change.calls()).toHaveLength(1);
    expect(callsTo(routes.changeRole)[0]).toMatchObject({
      name: "changeRole",
      method: "PUT",
      params,
      body: { role: "viewer" },
      token: null,
    });
  });

  it("sends errors in the failure wrapper, with the code of the status", async () => {
    handle(routes.getInitiative, () => apiError(404, "No such initiative."));
    const error = await api.call(routes.getInitiative, { params: { id: ID } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "No such initiative." });
  });

  it("streams a plan chunk by chunk and serves downloads", async () => {
    const stream = new PlanStream();
    const params = { id: ID, wsId: "engg_backend", subId: "architecture" };
    handle(routes.streamSubsection, () => stream.response);
    const chunks: string[] = [];
    const response = await api.stream(routes.streamSubsection, { params, body: {} });
    const consumed = consumeStream(response, { onChunk: (text) => chunks.push(text) });
    stream.chunk("# Plan");
    stream.done(2);
    await expect(consumed).resolves.toEqual({ version: 2 });
    expect(chunks).toEqual(["# Plan"]);

    handle(routes.exportInitiative, () => download("a,b\n", "Plan – 1.csv", "text/csv"));
    const file = await api.download(routes.exportInitiative, {
      params: { id: ID },
      query: { format: "csv" },
    });
    expect(file.filename).toBe("Plan – 1.csv");
    expect(await file.blob.text()).toBe("a,b\n");
  });
});
