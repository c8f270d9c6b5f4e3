import type { z } from "zod";

/**
 * Who may call a route. `public`: anyone; `user`: any signed-in user; `viewer`/`editor`/`owner`: a
 * signed-in member of the initiative in the path with at least that role; `admin`: a signed-in
 * administrator (ADMIN_EMAILS, else the installation's first user).
 */
export type Access = "public" | "user" | "viewer" | "editor" | "owner" | "admin";
export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteDef {
  method: HttpMethod;
  /** Path below API_PREFIX, parameters written `{name}` as in the spec. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the success wrapper; absent for streams. */
  response?: z.ZodType;
  /** Server-sent events instead of the JSON wrapper. */
  stream?: true;
  /** A multipart upload (one field named `file`) instead of a JSON body. */
  multipart?: true;
  /** A file download (Content-Disposition: attachment) instead of the JSON wrapper. */
  download?: true;
  /** Spends AI budget (rate limited per user). */
  ai?: true;
  /** Only with the browser's sign-in, never with a personal access token (a token cannot mint tokens). */
  sessionOnly?: true;
  /**
   * A read that hands out a secret (a webhook's signing secret, made on first read): a read-scoped
   * token may not call it, since the secret lets its holder change data.
   */
  writeScope?: true;
  /**
   * Public, but the caller proves itself with a signature over the body (a tracker's webhook): any
   * delivery it cannot prove (unknown initiative or connection included) is a 401, never a 404.
   */
  signed?: true;
  summary: string;
}

/** A workstream's path, and a subsection's below it, as most planning routes start. */
export const WS = "/initiatives/{id}/workstreams/{wsId}";
export const SUB = `${WS}/subsections/{subId}`;
