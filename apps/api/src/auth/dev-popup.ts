export { DEV_POPUP_SCRIPT } from "./dev-popup-script";

export interface DevPopupAssets {
  /** URL of `DEV_POPUP_SCRIPT` served as a file: the CSP allows no inline script. */
  scriptSrc: string;
  /** URL of `DEV_POPUP_CSS` served as a file: the CSP allows only 'self' styles. */
  styleSrc: string;
}

/** The dev identity provider's account chooser (`GET /dev-auth/popup`). Static; the script does the work. */
export function renderDevPopupHtml({ scriptSrc, styleSrc }: DevPopupAssets): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sign in – Dev identity provider</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${escapeAttribute(styleSrc)}">
<script src="${escapeAttribute(scriptSrc)}" defer></script>
</head>
<body>
<main class="card">
  <h1>Sign in</h1>
  <p class="hint">Dev identity provider: any name and e-mail work. Not available in production.</p>
  <section id="previous" class="previous" hidden>
    <h2>Accounts used on this browser</h2>
    <ul id="accounts" class="accounts"></ul>
  </section>
  <form id="sign-in-form" novalidate>
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" maxlength="200">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" maxlength="320" required>
    <p id="error" class="error" role="alert" hidden></p>
    <button id="submit" type="submit">Sign in</button>
  </form>
</main>
</body>
</html>
`;
}

export const DEV_POPUP_CSS = `:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #0f172a;
  background: #f1f5f9;
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px; }
.card {
  width: 100%;
  max-width: 380px;
  background: #fff;
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  padding: 24px;
  box-shadow: 0 1px 3px rgb(15 23 42 / 0.08);
}
h1 { font-size: 1.375rem; margin: 0 0 4px; }
h2 { font-size: 0.875rem; font-weight: 600; color: #475569; margin: 0 0 8px; }
.hint { font-size: 0.8125rem; color: #64748b; margin: 0 0 20px; }
.previous { margin-bottom: 20px; }
.accounts { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.account {
  width: 100%;
  display: grid;
  text-align: left;
  gap: 2px;
  padding: 10px 12px;
  border: 1px solid #e2e8f0;
  border-radius: 8px;
  background: #fff;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.account:hover { background: #f8fafc; border-color: #cbd5e1; }
.account-name { font-weight: 600; }
.account-email { font-size: 0.8125rem; color: #64748b; }
form { display: grid; gap: 6px; }
label { font-size: 0.875rem; font-weight: 600; margin-top: 6px; }
input {
  font: inherit;
  padding: 9px 11px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
}
input:focus-visible, button:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
#submit {
  margin-top: 14px;
  font: inherit;
  font-weight: 600;
  padding: 10px;
  border: 0;
  border-radius: 8px;
  background: #0f172a;
  color: #fff;
  cursor: pointer;
}
button:disabled { opacity: 0.6; cursor: progress; }
.error {
  margin: 8px 0 0;
  padding: 10px 12px;
  border: 1px solid #fecaca;
  border-radius: 8px;
  background: #fef2f2;
  color: #b91c1c;
  font-size: 0.875rem;
}
`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
