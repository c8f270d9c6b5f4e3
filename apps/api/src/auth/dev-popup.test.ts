// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEV_POPUP_CSS, DEV_POPUP_SCRIPT, renderDevPopupHtml } from "./dev-popup";

// The api workspace compiles without the DOM lib, so the few browser members used here are typed locally.
interface Element {
  value: string;
  hidden: boolean;
  disabled: boolean;
  textContent: string | null;
  click(): void;
  requestSubmit(): void;
}
interface Browser {
  window: { location: { origin: string }; history: { replaceState(d: null, u: string, url: string): void } };
  document: {
    documentElement: { innerHTML: string };
    getElementById(id: string): Element | null;
    querySelector(selector: string): Element | null;
  };
  localStorage: {
    clear(): void;
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
  DOMParser: new () => {
    parseFromString(html: string, type: string): { documentElement: { innerHTML: string } };
  };
}
const { window, document, localStorage, DOMParser } = globalThis as unknown as Browser;

const TOKENS = { idToken: "id.token.value", refreshToken: "refresh-value", expiresIn: 3600 };

function openPopup(query: string) {
  window.history.replaceState(null, "", `/dev-auth/popup${query}`);
  const html = renderDevPopupHtml({ scriptSrc: "/dev-auth/popup.js", styleSrc: "/dev-auth/popup.css" });
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    "text/html",
  ).documentElement.innerHTML;
  const opener = { closed: false, postMessage: vi.fn() };
  Object.defineProperty(window, "opener", { value: opener, configurable: true });
  const close = vi.fn();
  Object.defineProperty(window, "close", { value: close, configurable: true });
  // Runs the served script as a classic script, exactly as the browser would.
  new Function(DEV_POPUP_SCRIPT)();
  return { opener, close };
}

const byId = (id: string) => document.getElementById(id)!;

function submit(name: string, email: string) {
  byId("name").value = name;
  byId("email").value = email;
  byId("sign-in-form").requestSubmit();
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn(
    async () => new Response(JSON.stringify({ success: true, data: TOKENS }), { status: 200 }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("dev identity popup", () => {
  it("renders labelled Name and Email inputs, a Sign in button and external assets only", () => {
    const html = renderDevPopupHtml({ scriptSrc: "/a.js?x=1&y=2", styleSrc: "/a.css" });
    expect(html).toContain("<title>Sign in – Dev identity provider</title>");
    expect(html).toContain('<label for="name">Name</label>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<script src="/a.js?x=1&amp;y=2" defer></script>');
    expect(html).not.toMatch(/<script>|<style|style="/);
    expect(DEV_POPUP_CSS).toContain(".card");
  });

  it("names the SPA's favicon.svg, so the browser does not ask for a missing /favicon.ico", () => {
    const html = renderDevPopupHtml({ scriptSrc: "/a.js", styleSrc: "/a.css" });
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it("signs in, remembers the account and posts the tokens to the opener's exact origin", async () => {
    const { opener, close } = openPopup(`?origin=${encodeURIComponent(window.location.origin)}`);
    submit("", "  ada@example.com ");
    await vi.waitFor(() => expect(close).toHaveBeenCalled());

    expect(fetchMock).toHaveBeenCalledWith("/dev-auth/token", expect.objectContaining({ method: "POST" }));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ email: "ada@example.com", name: "ada" });
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "dev-auth:tokens", ...TOKENS },
      window.location.origin,
    );
    expect(JSON.parse(localStorage.getItem("dev-auth:accounts")!)).toEqual([
      { email: "ada@example.com", name: "ada" },
    ]);
  });

  it("lists accounts used before as buttons that sign in with them, without parsing names as HTML", async () => {
    const evil = "<img src=x onerror=alert(1)>";
    localStorage.setItem("dev-auth:accounts", JSON.stringify([{ email: "grace@example.com", name: evil }]));
    const { opener, close } = openPopup(`?origin=${encodeURIComponent(window.location.origin)}`);

    expect(byId("previous").hidden).toBe(false);
    expect(document.querySelector("#accounts img")).toBeNull();
    const account = document.querySelector("#accounts button")!;
    expect(account.textContent).toContain(evil);
    account.click();
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
  });

  it("refuses to post tokens when the requested origin is not this origin", async () => {
    const { opener } = openPopup("?origin=https%3A%2F%2Fevil.example");
    expect(byId("error").hidden).toBe(false);
    submit("Ada", "ada@example.com");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(byId("error").textContent).toMatch(/not opened by this app/);
  });

  it("requires an email and shows the server's error message", async () => {
    const { opener } = openPopup(`?origin=${encodeURIComponent(window.location.origin)}`);
    submit("Ada", "   ");
    expect(byId("error").textContent).toBe("Enter an email address.");
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ success: false, error: "validation_failed", message: "email is invalid" }),
        {
          status: 400,
        },
      ),
    );
    submit("Ada", "ada@example.com");
    await vi.waitFor(() => expect(byId("error").textContent).toBe("email is invalid"));
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(byId("submit").disabled).toBe(false);
  });
});
