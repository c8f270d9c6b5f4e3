/** The headers every call of the API client sends (beyond the user's token). */
export const BASE_HEADERS: Readonly<Record<string, string>> = { "x-use-mock-llm": "false" };

/** How long an early answer waits for the screen that asks for it; after that the screen asks again. */
export const EARLY_GET_WINDOW_MS = 10_000;

interface EarlyGet {
  url: string;
  token: string;
  response: Promise<Response>;
}

let pending: EarlyGet[] = [];
let startedAt = 0;
/** URLs the app's API client has already asked for: an early entry that runs after that must not ask again. */
const asked = new Set<string>();

/**
 * Starts the first screen's GET calls from the entry, while the screen's code still downloads, instead of
 * after it has run (decision 056): on a phone that is the code's download time off the wait for the data.
 * Only with the token the session will send (the cached one); without it the screen asks as it always did.
 * The entry is an async script, so on a slow machine it can run after the app has sent its own calls: those
 * URLs are not asked again.
 */
export function startEarlyGets(urls: string[], token: string | null, now = performance.now()): void {
  const late = urls.filter((url) => !asked.has(url));
  if (!token || late.length === 0 || typeof fetch !== "function") return;
  startedAt = now;
  pending = late.map((url) => ({
    url,
    token,
    response: fetch(url, { headers: { ...BASE_HEADERS, "x-user-authorization-token": token } }),
  }));
}

/**
 * The early answer to a GET of `url` sent with `token`, once: the API client's call takes it instead of sending
 * its own. Null when there is none, when it was sent with another token, or when it is older than
 * {@link EARLY_GET_WINDOW_MS}.
 */
export function takeEarlyGet(
  url: string,
  token: string | null,
  now = performance.now(),
): Promise<Response> | null {
  asked.add(url);
  if (pending.length === 0) return null;
  if (now - startedAt > EARLY_GET_WINDOW_MS) {
    pending = [];
    return null;
  }
  const index = pending.findIndex((early) => early.url === url && early.token === token);
  if (index < 0) return null;
  return pending.splice(index, 1)[0]!.response;
}

/** Forgets every early answer not yet taken (tests; a new token never takes an old answer anyway). */
export function dropEarlyGets(): void {
  pending = [];
  asked.clear();
}
