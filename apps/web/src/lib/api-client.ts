import { routeUrl } from "@initiative-planner/contract/route-path";
import type {
  RouteCallArgs,
  RouteCallOptions,
  RouteDef,
  RouteResponse,
} from "@initiative-planner/contract/routes";
import { BASE_HEADERS, takeEarlyGet } from "./early-gets";
import { type Transport, xhrTransport } from "./xhr-transport";

/** Every failed call becomes one of these (spec section 8 "API error"). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The wire's stable error code (`not_found`, `forbidden`…) when the server sent one. */
  readonly code: string | undefined;
  /** The HTTP reason phrase, when a response had one (streams report it, spec section 8). */
  readonly statusText: string;

  constructor(message: string, status: number, body: unknown = null, code?: string, statusText = "") {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.code = code;
    this.statusText = statusText;
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

export const UNAUTHORIZED_MESSAGE = "User is unauthorized and logged out";

type Method = RouteDef["method"];

interface CallExtras {
  signal?: AbortSignal;
  /** Extra request headers (e.g. Last-Event-ID when an event stream resumes). */
  headers?: Record<string, string>;
}

type CallArgs<R extends RouteDef> = RouteCallArgs<R, CallExtras>;

interface UploadExtras extends CallExtras {
  /** Whole percents of the file's bytes sent so far (0–100); starts again if a 401 makes it resend. */
  onProgress?: (percent: number) => void;
}

interface Outgoing {
  method: Method;
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
}

const viaFetch: Transport = (url, init) => fetch(url, init);

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

async function fetchOnce(
  url: string,
  init: Outgoing,
  token: string | null,
  transport: Transport,
): Promise<Response> {
  const headers = token ? { ...init.headers, "x-user-authorization-token": token } : init.headers;
  try {
    return await transport(url, { ...init, headers });
  } catch (error) {
    // Aborts stay recognisable so callers can ignore them silently.
    if (isAbort(error) || init.signal?.aborted) throw error;
    const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
    throw new ApiError(text || "Network error occurred", 0, null);
  }
}

/**
 * The answer the entry asked for early (`startEarlyGets`), for a plain GET with the same URL and token; if that
 * request failed on the network, the call sends its own.
 */
function takeEarly(url: string, init: Outgoing, token: string | null, transport: Transport) {
  const plain =
    init.method === "GET" &&
    transport === viaFetch &&
    !init.signal?.aborted &&
    Object.entries(init.headers).every(([name, value]) => BASE_HEADERS[name] === value);
  const early = plain ? takeEarlyGet(url, token) : null;
  return early?.catch(() => fetchOnce(url, init, token, transport));
}

/** Sends one request under the 401 rule: refresh the token and retry once, then log out. */
async function send(url: string, init: Outgoing, transport = viaFetch): Promise<Response> {
  const provider = tokenProvider;
  const token = provider ? await provider.getToken() : null;
  const response = await (takeEarly(url, init, token, transport) ?? fetchOnce(url, init, token, transport));
  if (response.status !== 401 || !provider) return response;

  const retried = await fetchOnce(url, init, await provider.getToken(true), transport);
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

const urlOf = <R extends RouteDef>(route: R, options: (RouteCallOptions<R> & CallExtras) | undefined) =>
  routeUrl(
    route,
    options?.params as Record<string, string> | undefined,
    options?.query as Record<string, string | number | undefined> | undefined,
  );

/** A JSON content type only when there is a body: a call without one sends none. */
function outgoing<R extends RouteDef>(
  route: R,
  options: (RouteCallOptions<R> & CallExtras) | undefined,
): Outgoing {
  const body = options?.body;
  const headers: Record<string, string> = { ...BASE_HEADERS, ...options?.headers };
  if (body !== undefined) headers["content-type"] = "application/json";
  return {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options?.signal,
  };
}

/** Parses the payload with the route's response schema: what the contract promises is what callers get. */
function parsed<R extends RouteDef>(route: R, data: unknown): RouteResponse<R> {
  return (route.response ? route.response.parse(data) : data) as RouteResponse<R>;
}

/**
 * The one way the SPA calls its API: `api.call(routes.x, { params, query, body })`. The URL, method,
 * body and response types all come from the contract's route table.
 */
export const api = {
  async call<R extends RouteDef>(route: R, ...[options]: CallArgs<R>): Promise<RouteResponse<R>> {
    const response = await send(urlOf(route, options), outgoing(route, options));
    return parsed(route, unwrap(response, await parseBody(response)));
  },

  /**
   * Multipart POST with one field `file`; only the auth header, so the browser sets the boundary.
   * Sent with XMLHttpRequest, the one browser API that reports upload progress (`onProgress`).
   */
  async upload<R extends RouteDef>(
    route: R,
    file: Blob,
    ...[options]: RouteCallArgs<R, UploadExtras>
  ): Promise<RouteResponse<R>> {
    const form = new FormData();
    form.append("file", file);
    let response: Response;
    try {
      response = await send(
        urlOf(route, options),
        { method: route.method, headers: {}, body: form, signal: options?.signal },
        xhrTransport(options?.onProgress),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) throw new ApiError("Upload failed", 0, null);
      throw error;
    }
    return parsed(route, unwrap(response, await parseBody(response)));
  },

  /** A file download route (an export): the bytes and the name from Content-Disposition. */
  async download<R extends RouteDef & { download: true }>(
    route: R,
    ...[options]: CallArgs<R>
  ): Promise<{ blob: Blob; filename: string }> {
    const response = await send(urlOf(route, options), outgoing(route, options));
    if (!response.ok) unwrap(response, await parseBody(response));
    const disposition = response.headers.get("content-disposition") ?? "";
    const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
    // RFC 6266: quoted, or a bare token when the name needs no quoting.
    const named = /filename=(?:"([^"]+)"|([^;\s]+))/i.exec(disposition);
    const plain = named?.[1] ?? named?.[2];
    const filename = utf8 ? decodeURIComponent(utf8) : (plain ?? "download");
    return { blob: await response.blob(), filename };
  },

  /** Opens a streaming route and hands back the Response once it is known to be readable. */
  async stream<R extends RouteDef & { stream: true }>(
    route: R,
    ...[options]: CallArgs<R>
  ): Promise<Response> {
    const response = await send(urlOf(route, options), outgoing(route, options));
    if (!response.ok) {
      const body = await parseBody(response);
      const message = errorMessageOf(body, response.status);
      throw new ApiError(message, response.status, body, errorCodeOf(body), response.statusText);
    }
    if (!response.body) throw new ApiError("No stream body", response.status, null);
    return response;
  },
};
