import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, type AuthTokenProvider, apiClient, setAuthTokenProvider } from "./api-client";

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

describe("apiClient requests", () => {
  it("prefixes /portal, sends the JSON and mock-LLM headers and the token, and returns data", async () => {
    setAuthTokenProvider(tokenProvider(["tok-1"]));
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: "i1" } }));

    await expect(apiClient.post("/initiative", { description: "x" })).resolves.toEqual({ id: "i1" });

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
    await apiClient.get("/user");
    expect(headersOf(0).has("x-user-authorization-token")).toBe(false);
    expect(headersOf(0).get("x-use-mock-llm")).toBe("false");
  });

  it.each(["get", "delete"] as const)("%s sends no body", async (method) => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: null }));
    await apiClient[method]("/initiatives/1");
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe(method.toUpperCase());
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });

  it.each(["put", "patch"] as const)("%s sends its JSON body", async (method) => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: 1 }));
    await apiClient[method]("/user", { workstream: null });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe(method.toUpperCase());
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"workstream":null}');
  });

  it("parses text responses as text", async () => {
    fetchMock.mockResolvedValueOnce(text("plain words"));
    await expect(apiClient.get("/x")).resolves.toBe("plain words");
  });

  it("parses the payload with a contract schema when one is given", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { n: "not a number" } }));
    await expect(apiClient.get("/x", { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });
});

describe("ApiError rules", () => {
  it("uses the body's message and keeps status, body and code", async () => {
    const body = { success: false, error: "not_found", message: "Initiative not found." };
    fetchMock.mockResolvedValueOnce(json(body, 404));
    const error = await failure(apiClient.get("/initiatives/9"));
    expect(error).toMatchObject({ message: "Initiative not found.", status: 404, body, code: "not_found" });
  });

  it("falls back to a text body", async () => {
    fetchMock.mockResolvedValueOnce(text("Bad gateway from proxy", 502));
    const error = await failure(apiClient.get("/x"));
    expect(error).toMatchObject({
      message: "Bad gateway from proxy",
      status: 502,
      body: "Bad gateway from proxy",
    });
  });

  it("falls back to HTTP {status} when the body has neither", async () => {
    fetchMock.mockResolvedValueOnce(json({ detail: "nothing useful" }, 500));
    expect((await failure(apiClient.get("/x"))).message).toBe("HTTP 500");
    fetchMock.mockResolvedValueOnce(text("", 503));
    expect((await failure(apiClient.get("/x"))).message).toBe("HTTP 503");
  });

  it("treats success:false in a 200 as a failure", async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, error: "conflict", message: "Already exists." }));
    expect(await failure(apiClient.post("/x"))).toMatchObject({ message: "Already exists.", status: 200 });
  });

  it("turns a network failure into status 0 with the error's text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await failure(apiClient.get("/x"))).toMatchObject({ message: "Failed to fetch", status: 0 });
  });

  it("uses 'Network error occurred' when the failure has no text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError(""));
    expect(await failure(apiClient.get("/x"))).toMatchObject({
      message: "Network error occurred",
      status: 0,
    });
  });

  it("lets aborts through unchanged", async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException("aborted", "AbortError"));
    await expect(apiClient.get("/x", { signal: controller.signal })).rejects.toMatchObject({
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

    await expect(apiClient.get("/user")).resolves.toBe("ok");
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

    const error = await failure(apiClient.get("/user"));
    expect(error).toMatchObject({ message: "User is unauthorized and logged out", status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(provider.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not retry when auth is disabled", async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, error: "unauthenticated", message: "Sign in first." }, 401),
    );
    expect(await failure(apiClient.get("/user"))).toMatchObject({ message: "Sign in first.", status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("upload", () => {
  it("posts one multipart field named file with only the auth header", async () => {
    setAuthTokenProvider(tokenProvider(["tok"]));
    fetchMock.mockResolvedValueOnce(json({ success: true, data: { id: "f1" } }));
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });

    await expect(apiClient.upload("/files", file)).resolves.toEqual({ id: "f1" });
    const init = fetchMock.mock.calls[0]?.[1];
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(["file"]);
    expect((form.get("file") as File).name).toBe("notes.txt");
    expect([...headersOf(0).keys()]).toEqual(["x-user-authorization-token"]);
  });

  it("reports 'Upload failed' on a network failure and HTTP {status} otherwise", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await failure(apiClient.upload("/files", new Blob(["x"])))).toMatchObject({
      message: "Upload failed",
      status: 0,
    });
    fetchMock.mockResolvedValueOnce(text("", 500));
    expect((await failure(apiClient.upload("/files", new Blob(["x"])))).message).toBe("HTTP 500");
  });
});

describe("stream", () => {
  it("returns the Response after the same 401 rule", async () => {
    setAuthTokenProvider(tokenProvider(["a", "b"]));
    fetchMock.mockResolvedValueOnce(json({ success: false, error: "unauthenticated", message: "x" }, 401));
    fetchMock.mockResolvedValueOnce(
      new Response('data: "hi"\n\n', { headers: { "content-type": "text/event-stream" } }),
    );

    const response = await apiClient.stream("/initiatives/1/workstreams/w/stream", { body: { a: 1 } });
    expect(await response.text()).toBe('data: "hi"\n\n');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe("POST");
    expect(headersOf(1).get("x-user-authorization-token")).toBe("b");
  });

  it("throws 'No stream body' when the answer has no body", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect((await failure(apiClient.stream("/s"))).message).toBe("No stream body");
  });

  it("throws the server's error for a non-OK answer", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ success: false, error: "rate_limited", message: "Slow down." }, 429),
    );
    expect(await failure(apiClient.stream("/s", { method: "PATCH" }))).toMatchObject({
      message: "Slow down.",
      status: 429,
      code: "rate_limited",
    });
  });
});
