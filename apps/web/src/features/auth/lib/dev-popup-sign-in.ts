import type { DevTokenResponse } from "@initiative-planner/contract/dev-auth";
import { DEV_AUTH_PREFIX } from "@initiative-planner/contract/route-path";
import { IdentityError } from "@/lib/auth/identity-provider";

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
const CLOSED_POLL_MS = 500;
// The popup posts its message right before closing; give it a moment to arrive before giving up.
const CLOSED_GRACE_MS = 1_000;

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the dev account chooser and resolves with the tokens it posts back. Only a message from this
 * very popup and this origin counts, so no other window can inject a session.
 */
export function devPopupSignIn(): Promise<DevTokenResponse> {
  const origin = window.location.origin;
  const popup = window.open(
    `${DEV_AUTH_PREFIX}/popup?origin=${encodeURIComponent(origin)}`,
    "dev-auth-sign-in",
    popupFeatures(),
  );
  if (!popup) return Promise.reject(new IdentityError("popup-blocked"));
  // The schema library is not part of /login's first download: it loads while the person signs in.
  const messageSchema = import("@initiative-planner/contract/dev-auth").then((m) => m.devAuthMessageSchema);

  return new Promise((resolve, reject) => {
    let closedAt: number | null = null;
    let checking = 0;
    const finish = () => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(poll);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return;
      checking++;
      void messageSchema.then((schema) => {
        checking--;
        const parsed = schema.safeParse(event.data);
        if (!parsed.success) return;
        finish();
        const { type: _type, ...tokens } = parsed.data;
        resolve(tokens);
      });
    };
    const poll = window.setInterval(() => {
      // A message still being checked may be the sign-in: the popup closes right after posting it.
      if (!popup.closed || checking > 0) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt < CLOSED_GRACE_MS) return;
      finish();
      reject(new IdentityError("popup-closed-by-user"));
    }, CLOSED_POLL_MS);
    window.addEventListener("message", onMessage);
  });
}
