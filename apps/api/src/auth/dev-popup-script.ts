/**
 * Browser script of the dev account chooser, served as its own file because the CSP forbids inline
 * script. Plain ES2017 so it runs unbundled. It builds the DOM with textContent only: stored account
 * names come from localStorage and must never be parsed as HTML.
 *
 * Tokens go to the opener with an exact target origin, and only when the `?origin=` the app passed is
 * this very origin (the SPA and the dev provider are one server), so no other site can receive them.
 */
export const DEV_POPUP_SCRIPT = String.raw`(function () {
  "use strict";
  var STORAGE_KEY = "dev-auth:accounts";
  var MAX_ACCOUNTS = 8;
  var form = document.getElementById("sign-in-form");
  var nameInput = document.getElementById("name");
  var emailInput = document.getElementById("email");
  var errorBox = document.getElementById("error");
  var previous = document.getElementById("previous");
  var list = document.getElementById("accounts");

  function targetOrigin() {
    var requested = new URLSearchParams(window.location.search).get("origin");
    return requested === window.location.origin ? requested : null;
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  function clearError() {
    errorBox.textContent = "";
    errorBox.hidden = true;
  }

  function setBusy(busy) {
    var buttons = document.querySelectorAll("button");
    for (var i = 0; i < buttons.length; i++) buttons[i].disabled = busy;
  }

  function isAccount(value) {
    return value && typeof value.email === "string" && typeof value.name === "string";
  }

  function readAccounts() {
    try {
      var parsed = JSON.parse(window.localStorage.getItem(STORAGE_KEY) || "[]");
      return Array.isArray(parsed) ? parsed.filter(isAccount) : [];
    } catch (_error) {
      return [];
    }
  }

  function rememberAccount(account) {
    var others = readAccounts().filter(function (existing) {
      return existing.email.toLowerCase() !== account.email.toLowerCase();
    });
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify([account].concat(others).slice(0, MAX_ACCOUNTS)));
    } catch (_error) {
      // Storage may be full or disabled; signing in matters more than remembering the account.
    }
  }

  function renderAccounts() {
    var accounts = readAccounts();
    list.textContent = "";
    previous.hidden = accounts.length === 0;
    accounts.forEach(function (account) {
      var item = document.createElement("li");
      var button = document.createElement("button");
      var name = document.createElement("span");
      var email = document.createElement("span");
      button.type = "button";
      button.className = "account";
      button.setAttribute("aria-label", "Sign in as " + account.name + " (" + account.email + ")");
      name.className = "account-name";
      name.textContent = account.name;
      email.className = "account-email";
      email.textContent = account.email;
      button.appendChild(name);
      button.appendChild(email);
      button.addEventListener("click", function () {
        signIn(account.email, account.name);
      });
      item.appendChild(button);
      list.appendChild(item);
    });
  }

  function validate(emailValue, nameValue) {
    var email = emailValue.trim();
    if (email === "") return { error: "Enter an email address." };
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { error: "Enter a valid email address, like ada@example.com." };
    var name = nameValue.trim() || email.slice(0, email.indexOf("@"));
    return { email: email, name: name };
  }

  async function signIn(email, name) {
    clearError();
    var origin = targetOrigin();
    if (origin === null) {
      showError("This sign-in window was not opened by this app. Close it and sign in from the app again.");
      return;
    }
    if (!window.opener || window.opener.closed) {
      showError("The app window that opened this sign-in is gone. Close this window and try again.");
      return;
    }
    setBusy(true);
    try {
      var response = await fetch("/dev-auth/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ email: email, name: name }),
      });
      var body = await response.json().catch(function () {
        return null;
      });
      // Accept both the portal wrapper { success, data } and a bare token response.
      var tokens = body && body.data ? body.data : body;
      if (!response.ok || !tokens || typeof tokens.idToken !== "string") {
        throw new Error((body && body.message) || "Sign-in failed (HTTP " + response.status + "). Please try again.");
      }
      rememberAccount({ email: email, name: name });
      window.opener.postMessage(
        {
          type: "dev-auth:tokens",
          idToken: tokens.idToken,
          refreshToken: tokens.refreshToken,
          expiresIn: tokens.expiresIn,
        },
        origin,
      );
      window.close();
    } catch (error) {
      var message = error instanceof Error && error.message ? error.message : "Sign-in failed. Please try again.";
      if (error instanceof TypeError) message = "Could not reach the server. Check that it is running and try again.";
      showError(message);
    } finally {
      setBusy(false);
    }
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var result = validate(emailInput.value, nameInput.value);
    if (result.error) {
      showError(result.error);
      emailInput.focus();
      return;
    }
    signIn(result.email, result.name);
  });

  renderAccounts();
  if (targetOrigin() === null) {
    showError("This sign-in window was not opened by this app. Close it and sign in from the app again.");
  }
})();
`;
