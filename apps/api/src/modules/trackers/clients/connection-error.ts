import { badRequest } from "../../../http/errors";

/** How long a connection test waits for the tracker before giving up. */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A failed connection test is the owner's to fix (token, name, permission), so it is a 400 with
 * the tracker's reason in words, never the secret and never the raw upstream error.
 */
export const connectionRefused = (message: string) => badRequest(message);

/** Network failures (refused, DNS, timeout) in words, with the address the owner gave. */
export function unreachable(name: string, url: string, error: unknown): Error {
  const cause = (error as { cause?: { code?: string } })?.cause?.code;
  const timeout = (error as { name?: string })?.name === "TimeoutError";
  const why = timeout ? "no answer in time" : (cause ?? "the connection failed");
  return connectionRefused(`Could not reach ${name} at ${url} (${why}). Check the address.`);
}
