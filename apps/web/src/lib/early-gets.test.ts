import { routeUrl } from "@initiative-planner/contract/route-path";
import { routes } from "@initiative-planner/contract/routes";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type AuthTokenProvider, api, setAuthTokenProvider } from "./api-client";
import { dropEarlyGets, EARLY_GET_WINDOW_MS, startEarlyGets, takeEarlyGet } from "./early-gets";

const ID = "9b1c0a4e-5f7d-4c3b-9a2e-1d2c3b4a5f6e";
/** A route with the initiative's path and a payload of any shape: the client's rules, not the schema, under test. */
const initiativeRoute = { ...routes.getInitiative, response: z.unknown() };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const fetchMock = vi.fn<typeof fetch>();

const provider = (...tokens: string[]): AuthTokenProvider => {
  let call = 0;
  return {
    getToken: async () => tokens[Math.min(call++, tokens.length - 1)] ?? null,
    onUnauthorized: vi.fn(),
  };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  dropEarlyGets();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthTokenProvider(null);
});

describe("early GETs", () => {
  const url = routeUrl(routes.getInitiative, { id: ID });

  it("start with the cached token and the client's headers, and start nothing without a token", () => {
    startEarlyGets([url], null);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json({ success: true, data: {} }));
    startEarlyGets([url], "tok-1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(url);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("x-user-authorization-token")).toBe("tok-1");
    expect(headers.get("x-use-mock-llm")).toBe("false");
  });

  it("answer the screen's call once, without a second request", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: ID, name: "early" } }));
    startEarlyGets([url], "tok-1");
    setAuthTokenProvider(provider("tok-1"));

    await expect(api.call(initiativeRoute, { params: { id: ID } })).resolves.toEqual({
      id: ID,
      name: "early",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: ID, name: "fresh" } }));
    await expect(api.call(initiativeRoute, { params: { id: ID } })).resolves.toEqual({
      id: ID,
      name: "fresh",
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("are not taken by a call with another token, other headers or after the window", async () => {
    fetchMock.mockResolvedValue(json({ success: true, data: { from: "network" } }));
    startEarlyGets([url], "tok-1", 0);
    expect(takeEarlyGet(url, "tok-2", 1)).toBeNull();
    expect(takeEarlyGet(`${url}/workstreams`, "tok-1", 1)).toBeNull();
    expect(takeEarlyGet(url, "tok-1", EARLY_GET_WINDOW_MS + 1)).toBeNull();
    // Dropped once the window has passed, even for the right token and time.
    expect(takeEarlyGet(url, "tok-1", 1)).toBeNull();

    dropEarlyGets(); // a new page load
    startEarlyGets([url], "tok-1");
    setAuthTokenProvider(provider("tok-1"));
    await api.call(initiativeRoute, { params: { id: ID }, headers: { "last-event-id": "7" } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get("last-event-id")).toBe("7");
  });

  it("are not sent again when the entry runs after the app has asked (an async script on a slow machine)", async () => {
    const user = routeUrl(routes.getUser);
    fetchMock.mockResolvedValue(json({ success: true, data: { id: ID, name: "own" } }));
    setAuthTokenProvider(provider("tok-1"));
    await api.call(initiativeRoute, { params: { id: ID } });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // The late entry asks only for what the app has not asked yet, and the app takes that answer.
    startEarlyGets([url, user], "tok-1");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe(user);
    expect(takeEarlyGet(user, "tok-1")).not.toBeNull();
  });

  it("fall back to the call's own request when the early one failed on the network", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    startEarlyGets([url], "tok-1");
    setAuthTokenProvider(provider("tok-1"));
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { from: "retry" } }));

    await expect(api.call(initiativeRoute, { params: { id: ID } })).resolves.toEqual({ from: "retry" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keep the 401 rule: a refused early answer makes the call refresh its token and ask again", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, error: "unauthenticated", message: "expired" }, 401),
    );
    startEarlyGets([url], "stale");
    const tokens = provider("stale", "fresh");
    setAuthTokenProvider(tokens);
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { from: "refreshed" } }));

    await expect(api.call(initiativeRoute, { params: { id: ID } })).resolves.toEqual({ from: "refreshed" });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get("x-user-authorization-token")).toBe(
      "fresh",
    );
    expect(tokens.onUnauthorized).not.toHaveBeenCalled();
  });
});
