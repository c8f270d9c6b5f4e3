/** The size of a request body as a browser would send it (a form's files and fields, roughly). */
function sizeOf(body: unknown): number {
  if (body instanceof FormData) {
    let size = 0;
    for (const [, value] of body) size += typeof value === "string" ? value.length : value.size;
    return size;
  }
  if (body instanceof Blob) return body.size;
  return typeof body === "string" ? body.length : 0;
}

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * An XMLHttpRequest that answers through a fetch function (the test's fake API), so uploads meet
 * the same fakes as every other call. Before the answer it reports upload progress at each of
 * `steps` (fractions of the body; jsdom's own XMLHttpRequest reports only the end, [1]).
 */
export function xhrOverFetch(fetchImpl: () => typeof fetch, steps: number[] = [1]) {
  return class FakeXhr {
    status = 0;
    statusText = "";
    responseText = "";
    upload: { onprogress: Listener } = { onprogress: null };
    onload: Listener = null;
    onerror: Listener = null;
    onabort: Listener = null;
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};
    private answer = new Headers();
    private controller = new AbortController();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return [...this.answer].map(([name, value]) => `${name}: ${value}\r\n`).join("");
    }
    abort() {
      this.controller.abort();
    }
    send(body?: XMLHttpRequestBodyInit | null) {
      const total = sizeOf(body);
      const init = { method: this.method, headers: this.headers, body, signal: this.controller.signal };
      const aborted = () => {
        if (this.controller.signal.aborted) this.onabort?.(new ProgressEvent("abort"));
        return this.controller.signal.aborted;
      };
      void (async () => {
        for (const step of steps) {
          await Promise.resolve();
          if (aborted()) return;
          const loaded = Math.round(total * step);
          this.upload.onprogress?.(new ProgressEvent("progress", { lengthComputable: true, loaded, total }));
        }
        try {
          const response = await fetchImpl()(this.url, init);
          if (aborted()) return;
          this.status = response.status;
          this.statusText = response.statusText;
          this.answer = response.headers;
          this.responseText = await response.text();
          this.onload?.(new ProgressEvent("load"));
        } catch {
          if (!aborted()) this.onerror?.(new ProgressEvent("error"));
        }
      })();
    }
  };
}
