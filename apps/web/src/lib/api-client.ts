import type { z } from "zod";

/** Every failed call becomes one of these (spec section 8 "API error"). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The wire's stable error code (`not_found`, `forbidden`…) when the server sent one. */
  readonly code: string | undefined;

  constructor(message: string, status: number, body: unknown = null, code?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.code = code;
  }
}

/** Supplied by the identity feature; the client stays ignorant of how tokens are obtained. */
export interface AuthTokenProvider {
  getToken(forceRefresh?: boolean): Promise<string | null>;
  /** The global logout handler, called when a refreshed token is still refused. */
  onUnauthorized(): void;
}

let tokenProvider: AuthTokenProvider | null = null;

/** `null` disables auth: no token header and no refresh-on-401. */
export function setAuthTokenProvider(provider: AuthTokenProvider | null): void {
  tokenProvider = provider;
}

export const API_PREFIX = "/portal";
export const UNAUTHORIZED_MESSAGE = "User is unauthorized and logged out";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions<T> {
  signal?: AbortSignal;
  /** Contract schema the payload is parsed with; without it the payload is returned as sent. */
  schema?: z.ZodType<T>;
}

export interface StreamOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

interface Outgoing {
  method: HttpMethod;
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** Message rule: the body's message, else the body itself when it is text, else `HTTP {status}`. */
export function errorMessageOf(body: unknown, status: number): string {
  if (isRecord(body) && typeof body.message === "string" && body.message.trim()) return body.message;
  if (typeof body === "string" && body.trim()) return body;
  return `HTTP ${status}`;
}

const errorCodeOf = (body: unknown) =>
  isRecord(body) && typeof body.error === "string" ? body.error : undefined;

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!(response.headers.get("content-type") ?? "").includes("json")) return text;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function fetchOnce(url: string, init: Outgoing, token: string | null): Promise<Response> {
  const headers = token ? { ...init.headers, "x-user-authorization-token": token } : init.headers;
  try {
    return await fetch(url, { ...init, headers });
  } catch (error) {
    // Aborts stay recognisable so callers can ignore them silently.
    if (isAbort(error) || init.signal?.aborted) throw error;
    const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
    throw new ApiError(text || "Network error occurred", 0, null);
  }
}

/** Sends one request under the 401 rule: refresh the token and retry once, then log out. */
async function send(path: string, init: Outgoing): Promise<Response> {
  const url = `${API_PREFIX}${path.startsWith("/") ? path : `/${path}`}`;
  const provider = tokenProvider;
  const response = await fetchOnce(url, init, provider ? await provider.getToken() : null);
  if (response.status !== 401 || !provider) return response;

  const retried = await fetchOnce(url, init, await provider.getToken(true));
  if (retried.status !== 401) return retried;
  const body = await parseBody(retried);
  provider.onUnauthorized();
  throw new ApiError(UNAUTHORIZED_MESSAGE, 401, body, errorCodeOf(body) ?? "unauthenticated");
}

/** Turns a parsed body into the payload, or the failure into an ApiError. */
function unwrap(response: Response, body: unknown): unknown {
  const wrapped = isRecord(body) && typeof body.success === "boolean";
  if (response.ok && (!wrapped || body.success === true)) return wrapped ? body.data : body;
  throw new ApiError(errorMessageOf(body, response.status), response.status, body, errorCodeOf(body));
}

const jsonHeaders = (): Record<string, string> => ({
  "content-type": "application/json",
  "x-use-mock-llm": "false",
});

async function request<T>(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const response = await send(path, {
    method,
    headers: jsonHeaders(),
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  const data = unwrap(response, await parseBody(response));
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const apiClient = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request("GET", path, undefined, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request("POST", path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request("PUT", path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request("PATCH", path, body, options),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) =>
    request("DELETE", path, undefined, options),

  /** Multipart POST with one field `file`; only the auth header, so the browser sets the boundary. */
  async upload<T = unknown>(path: string, file: Blob, options: RequestOptions<T> = {}): Promise<T> {
    const form = new FormData();
    form.append("file", file);
    let response: Response;
    try {
      response = await send(path, { method: "POST", headers: {}, body: form, signal: options.signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) throw new ApiError("Upload failed", 0, null);
      throw error;
    }
    const data = unwrap(response, await parseBody(response));
    return options.schema ? options.schema.parse(data) : (data as T);
  },

  /** A file download (an export): the bytes and the name from Content-Disposition. */
  async download(
    path: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<{ blob: Blob; filename: string }> {
    const response = await send(path, { method: "GET", headers: jsonHeaders(), signal: options.signal });
    if (!response.ok) unwrap(response, await parseBody(response));
    const disposition = response.headers.get("content-disposition") ?? "";
    const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
    const filename = utf8 ? decodeURIComponent(utf8) : (plain ?? "download");
    return { blob: await response.blob(), filename };
  },

  /** Opens a streaming call and hands back the Response once it is known to be readable. */
  async stream(path: string, options: StreamOptions = {}): Promise<Response> {
    const response = await send(path, {
      method: options.method ?? "POST",
      headers: jsonHeaders(),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    if (!response.ok) {
      const body = await parseBody(response);
      throw new ApiError(errorMessageOf(body, response.status), response.status, body, errorCodeOf(body));
    }
    if (!response.body) throw new ApiError("No stream body", response.status, null);
    return response;
  },
};
