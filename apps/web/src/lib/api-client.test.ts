import { type RouteDef, routes } from "@initiative-planner/contract/routes";
import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiError, type HandledCall, handle, success } from "@/test/api-handlers";
import { ApiError, type AuthTokenProvider, api, setAuthTokenProvider } from "./api-client";
import { uploadPercent } from "./xhr-transport";

/** Routes shaped like the contract's, with payloads of any shape, to test the client's own rules. */
const anyRoute = <M extends RouteDef["method"]>(method: M, path = "/x") =>
  ({ method, path, access: "user", body: z.unknown(), response: z.unknown(), summary: "test" }) as const;
const get = anyRoute("GET");
const streamRoute = { ...anyRoute("POST", "/s"), stream: true } as const;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "text/plain" } });

const fetchMock = vi.fn<typeof fetch>();

const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers);

function tokenProvider(tokens: string[]): AuthTokenProvider & { calls: (boolean | undefined)[] } {
  const calls: (boolean | undefined)[] = [];
  return {
    calls,
    getToken: async (forceRefresh) => {
      calls.push(forceRefresh);
      return tokens[calls.length - 1] ?? null;
    },
    onUnauthorized: vi.fn(),
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  setAuthTokenProvider(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("api.call", () => {
  it("prefixes /portal, sends the JSON and mock-LLM headers and the token, and returns data", async () => {
    setAuthTokenProvider(tokenProvider(["tok-1"]));
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: "i1" } }));

    await expect(api.call(anyRoute("POST", "/initiative"), { body: { description: "x" } })).resolves.toEqual({
      id: "i1",
    });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/portal/initiative");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ description: "x" }));
    expect(headersOf(0).get("content-type")).toBe("application/json");
    expect(headersOf(0).get("x-use-mock-llm")).toBe("false");
    expect(headersOf(0).get("x-user-authorization-token")).toBe("tok-1");
  });

  it("sends no token header when auth is disabled", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: [] }));
    await api.call(get);
    expect(headersOf(0).has("x-user-authorization-token")).toBe(false);
    expect(headersOf(0).get("x-use-mock-llm")).toBe("false");
  });

  it("fills the path parameters and query from the route table and sends no body without one", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: "1/2" } }));
    await api.call(routes.deleteInitiative, { params: { id: "1/2" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/portal/initiatives/1%2F2");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe("DELETE");
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(headersOf(0).has("content-type")).toBe(false);

    fetchMock.mockResolvedValueOnce(json({ success: true, data: [] }));
    await api.call(routes.searchInitiatives, { query: { q: "okr plan" } });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/portal/initiative/search?q=okr+plan");
  });

  it.each(["PUT", "PATCH"] as const)("%s sends its JSON body", async (method) => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: 1 }));
    await api.call(anyRoute(method, "/user"), { body: { workstream: null } });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe(method);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"workstream":null}');
  });

  it("parses text responses as text", async () => {
    fetchMock.mockResolvedValueOnce(text("plain words"));
    await expect(api.call(get)).resolves.toBe("plain words");
  });

  it("parses the payload with the route's response schema", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: "not-a-uuid" } }));
    await expect(api.call(routes.getInitiative, { params: { id: "x" } })).rejects.toThrow();
  });
});

describe("ApiError rules", () => {
  it("uses the body's message and keeps status, body and code", async () => {
    const body = { success: false, error: "not_found", message: "Initiative not found." };
    fetchMock.mockResolvedValueOnce(json(body, 404));
    const error = await failure(api.call(get));
    expect(error).toMatchObject({ message: "Initiative not found.", status: 404, body, code: "not_found" });
  });

  it("falls back to a text body", async () => {
    fetchMock.mockResolvedValueOnce(text("Bad gateway from proxy", 502));
    const error = await failure(api.call(get));
    expect(error).toMatchObject({
      message: "Bad gateway from proxy",
      status: 502,
      body: "Bad gateway from proxy",
    });
  });

  it("falls back to HTTP {status} when the body has neither", async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: "nothing useful" }, 500));
    expect((await failure(api.call(get))).message).toBe("HTTP 500");
    fetchMock.mockResolvedValueOnce(text("", 503));
    expect((await failure(api.call(get))).message).toBe("HTTP 503");
  });

  it("treats success:false in a 200 as a failure", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, error: "conflict", message: "Already exists." }));
    expect(await failure(api.call(anyRoute("POST")))).toMatchObject({
      message: "Already exists.",
      status: 200,
    });
  });

  it("turns a network failure into status 0 with the error's text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await failure(api.call(get))).toMatchObject({ message: "Failed to fetch", status: 0 });
  });

  it("uses 'Network error occurred' when the failure has no text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError(""));
    expect(await failure(api.call(get))).toMatchObject({
      message: "Network error occurred",
      status: 0,
    });
  });

  it("lets aborts through unchanged", async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException("aborted", "AbortError"));
    await expect(api.call(get, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});

describe("401 rule", () => {
  it("refreshes the token once and retries with it", async () => {
    const provider = tokenProvider(["old", "new"]);
    setAuthTokenProvider(provider);
    fetchMock.mockResolvedValueOnce(
      json({ success: false, error: "unauthenticated", message: "Expired" }, 401),
    );
    fetchMock.mockResolvedValueOnce(json({ success: true, data: "ok" }));

    await expect(api.call(get)).resolves.toBe("ok");
    expect(provider.calls).toEqual([undefined, true]);
    expect(headersOf(1).get("x-user-authorization-token")).toBe("new");
    expect(provider.onUnauthorized).not.toHaveBeenCalled();
  });

  it("logs out through the global handler on a second 401", async () => {
    const provider = tokenProvider(["old", "new"]);
    setAuthTokenProvider(provider);
    fetchMock.mockImplementation(async () =>
      json({ success: false, error: "unauthenticated", message: "No" }, 401),
    );

    const error = await failure(api.call(get));
    expect(error).toMatchObject({ message: "User is unauthorized and logged out", status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(provider.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not retry when auth is disabled", async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, error: "unauthenticated", message: "Sign in first." }, 401),
    );
    expect(await failure(api.call(get))).toMatchObject({ message: "Sign in first.", status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("upload", () => {
  // Uploads go through XMLHttpRequest (for their progress); MSW answers it as it answers fetch.
  const uploaded = {
    id: "00000000-0000-4000-8000-000000000001",
    name: "notes.txt",
    size: 5,
    content_type: "text/plain",
    pages: null,
    pages_read: null,
  } as const;

  it("posts one multipart field named file with only the auth header", async () => {
    setAuthTokenProvider(tokenProvider(["tok"]));
    const upload = handle(routes.uploadFile, () => uploaded);
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });

    await expect(api.upload(routes.uploadFile, file)).resolves.toEqual(uploaded);
    const [call] = upload.calls();
    expect(call?.file?.name).toBe("notes.txt");
    expect(await call?.file?.text()).toBe("hello");
    const form = await (call as HandledCall<typeof routes.uploadFile>).request.clone().formData();
    expect([...form.keys()]).toEqual(["file"]);
    // The auth header is the client's; the multipart type and its boundary are the browser's own.
    const headers = (call as HandledCall<typeof routes.uploadFile>).request.headers;
    expect([...headers.keys()].sort()).toEqual(["content-type", "x-user-authorization-token"]);
    expect(headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.token).toBe("tok");
  });

  it("reports 'Upload failed' on a network failure and HTTP {status} otherwise", async () => {
    handle(routes.uploadFile, () => HttpResponse.error());
    expect(await failure(api.upload(routes.uploadFile, new Blob(["x"])))).toMatchObject({
      message: "Upload failed",
      status: 0,
    });
    handle(routes.uploadFile, () => text("", 500));
    expect((await failure(api.upload(routes.uploadFile, new Blob(["x"])))).message).toBe("HTTP 500");
  });

  it("reports the percent of the bytes sent, then answers with the route's parsed payload", async () => {
    handle(routes.uploadFile, () => success({ ...uploaded, extra: 1 }));
    const seen: number[] = [];
    const file = new File(["x".repeat(400)], "brief.md");
    await expect(api.upload(routes.uploadFile, file, { onProgress: (p) => seen.push(p) })).resolves.toEqual(
      uploaded,
    );
    // MSW reports an upload's bytes once, all of them; the steps between are uploadPercent's (below).
    expect(seen).toEqual([100]);
  });

  it("refreshes the token once on a 401 and sends the file again", async () => {
    const provider = tokenProvider(["old", "new"]);
    setAuthTokenProvider(provider);
    const upload = handle(routes.uploadFile, ({ token }) =>
      token === "new" ? uploaded : apiError(401, "x", "unauthenticated"),
    );
    await expect(api.upload(routes.uploadFile, new Blob(["x"]))).resolves.toEqual(uploaded);
    expect(provider.calls).toEqual([undefined, true]);
    expect(upload.calls().map((call) => call.token)).toEqual(["old", "new"]);
    expect(await upload.calls()[1]?.file?.text()).toBe("x");
  });

  it("answers a server refusal with its sentence and code", async () => {
    handle(routes.uploadFile, () => apiError(413, "brief.pdf is larger than 10 MB.", "payload_too_large"));
    expect(await failure(api.upload(routes.uploadFile, new Blob(["x"])))).toMatchObject({
      message: "brief.pdf is larger than 10 MB.",
      status: 413,
      code: "payload_too_large",
    });
  });

  it("stops on abort with an AbortError, before or during the upload", async () => {
    const upload = handle(routes.uploadFile, () => uploaded);
    const before = new AbortController();
    before.abort();
    await expect(
      api.upload(routes.uploadFile, new Blob(["x"]), { signal: before.signal }),
    ).rejects.toMatchObject({
      name: "AbortError",
    });
    expect(upload.calls()).toHaveLength(0);
    const during = new AbortController();
    const aborted = api.upload(routes.uploadFile, new Blob(["x"]), {
      signal: during.signal,
      onProgress: () => during.abort(),
    });
    await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
  });

  it("maps bytes to whole percents", () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(2, 3)).toBe(66);
    expect(uploadPercent(3, 3)).toBe(100);
    expect(uploadPercent(5, 3)).toBe(100);
  });
});

describe("stream", () => {
  it("returns the Response after the same 401 rule", async () => {
    setAuthTokenProvider(tokenProvider(["a", "b"]));
    fetchMock.mockResolvedValueOnce(json({ success: false, error: "unauthenticated", message: "x" }, 401));
    fetchMock.mockResolvedValueOnce(
      new Response('data: "hi"\n\n', { headers: { "content-type": "text/event-stream" } }),
    );

    const response = await api.stream(streamRoute, { body: { a: 1 } });
    expect(await response.text()).toBe('data: "hi"\n\n');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe("POST");
    expect(headersOf(1).get("x-user-authorization-token")).toBe("b");
  });

  it("throws 'No stream body' when the answer has no body", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect((await failure(api.stream(streamRoute))).message).toBe("No stream body");
  });

  it("throws the server's error for a non-OK answer", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, error: "rate_limited", message: "Slow down." }, 429),
    );
    expect(await failure(api.stream({ ...streamRoute, method: "PATCH" }))).toMatchObject({
      message: "Slow down.",
      status: 429,
      code: "rate_limited",
    });
  });
});
