/** What a request needs from a transport: fetch's own shape, so the client's rules stay the same. */
export interface TransportInit {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
}

export type Transport = (url: string, init: TransportInit) => Promise<Response>;

/** Whole percent of the bytes sent, 0–100 (0 while the size is unknown). */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded * 100) / total)));
}

const abortError = () => new DOMException("The upload was aborted.", "AbortError");

/** "a: 1\r\nb: 2" (XMLHttpRequest's header block) → Headers. */
function headersOf(block: string): Headers {
  const headers = new Headers();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose Response may carry no body. */
const BODILESS = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch-shaped transport over XMLHttpRequest, which (unlike fetch in browsers) reports upload
 * progress: `onProgress` gets whole percents of the bytes sent. It answers with a real Response, so
 * auth, the 401 rule, error wrapping and parsing are the client's as for every other call. A network
 * failure rejects with a TypeError (as fetch does), an abort with an AbortError.
 */
export function xhrTransport(onProgress?: (percent: number) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) return reject(abortError());
      const xhr = new XMLHttpRequest();
      const settle = () => signal?.removeEventListener("abort", onAbort);
      // A browser's abort() fires `abort` at once; one that does not (a test's interceptor) stops here all the same.
      const onAbort = () => {
        xhr.abort();
        settle();
        reject(abortError());
      };
      xhr.open(init.method, url);
      for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
        };
      }
      xhr.onload = () => {
        settle();
        const body = BODILESS.has(xhr.status) ? null : xhr.responseText;
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError("Network error occurred"));
      };
      xhr.onabort = () => {
        settle();
        reject(abortError());
      };
      signal?.addEventListener("abort", onAbort);
      xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
    });
}
