import type { BackendUser } from "@initiative-planner/contract/user";
import { ApiError, type AuthTokenProvider } from "@/lib/api-client";
import type { AuthPhase, AuthSessionHandle, AuthSnapshot, SignOutReason } from "@/lib/auth/auth-state";
import {
  FATAL_IDENTITY_CODES,
  IdentityError,
  type IdentityProvider,
  type IdentityUser,
  isNetworkFailure,
} from "@/lib/auth/identity-provider";
import { BACKEND_LOGIN_FAILED, signInErrorMessage } from "./auth-messages";
import { RefreshScheduler } from "./refresh-scheduler";
import { clearTokenCache, readTokenCache, writeTokenCache } from "./token-cache";
import { clearCachedUser, readCachedUser, writeCachedUser } from "./user-cache";

export type { AuthPhase, AuthSnapshot, SignOutReason };

export interface AuthSessionDeps {
  provider: IdentityProvider;
  /** `POST /user/login`. */
  backendLogin: () => Promise<BackendUser>;
  /** Drops every cached piece of user data outside this session (query cache, list caches). */
  clearUserData?: () => void;
  /** Shows the sign-out toast. */
  notifySignedOut?: (reason: SignOutReason) => void;
  now?: () => number;
}

/**
 * The authentication state machine of spec section 4, outside React so it can be tested and so the
 * API client's token provider and 401 handler reach it. Authenticated only when both the identity
 * user and the backend user exist.
 */
export class AuthSession implements AuthSessionHandle {
  private snapshot: AuthSnapshot = {
    phase: "restoring",
    identityUser: null,
    backendUser: null,
    error: null,
    signOutReason: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly scheduler: RefreshScheduler;
  private started = false;
  /** Whether this session's profile has passed the onboarding check (spec: checked once). */
  private profileChecked = false;
  private readonly now: () => number;

  constructor(private readonly deps: AuthSessionDeps) {
    this.now = deps.now ?? Date.now;
    this.scheduler = new RefreshScheduler(
      async () => {
        const token = await this.deps.provider.getIdToken(true);
        if (!token) throw new IdentityError("user-token-expired");
        writeTokenCache(token);
        return token.expiresAt;
      },
      () => void this.signOut("expired"),
      this.now,
    );
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AuthSnapshot => this.snapshot;

  private set(patch: Partial<AuthSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Restores the previous session once per page load. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    let user: IdentityUser | null = null;
    try {
      user = await this.deps.provider.restore();
    } catch {
      user = null;
    }
    if (!user) {
      this.clearLocalState();
      this.set({ phase: "signed-out", identityUser: null, backendUser: null });
      return;
    }
    const cached = await readCachedUser(user.uid);
    if (cached) {
      this.set({ phase: "signed-in", identityUser: user, backendUser: cached });
      void this.armRefresh();
      return;
    }
    this.set({ identityUser: user });
    await this.loginToBackend();
  }

  /** 'Continue with Google'. */
  async signIn(): Promise<void> {
    if (this.snapshot.phase === "authenticating" || this.snapshot.phase === "connecting") return;
    this.set({ phase: "authenticating", error: null, signOutReason: null });
    let user: IdentityUser;
    try {
      user = await this.deps.provider.signIn();
    } catch (error) {
      this.set({ phase: "signed-out", error: signInErrorMessage(error) });
      return;
    }
    clearTokenCache();
    this.set({ identityUser: user });
    await this.loginToBackend();
  }

  private async loginToBackend(): Promise<void> {
    this.set({ phase: "connecting" });
    try {
      if (!this.snapshot.identityUser) throw new Error("No Firebase user available for backend login");
      const backendUser = await this.deps.backendLogin();
      writeCachedUser(backendUser);
      this.set({ phase: "signed-in", backendUser, error: null });
    } catch (error) {
      // The person reads the spec's sentence; the reason goes to the console for whoever investigates.
      console.warn(`[auth] ${error instanceof Error ? error.message : String(error)}`);
      // Half a session is no session: sign out of the identity provider and forget everything.
      this.scheduler.cancel();
      await this.deps.provider.signOut().catch(() => undefined);
      this.clearLocalState();
      this.set({ phase: "signed-out", identityUser: null, backendUser: null, error: BACKEND_LOGIN_FAILED });
    }
  }

  /** Logout, or the global handler when the session cannot be kept. Idempotent. */
  async signOut(reason: SignOutReason = "user"): Promise<void> {
    const wasSignedIn = this.snapshot.identityUser !== null;
    this.scheduler.cancel();
    this.set({
      phase: "signed-out",
      identityUser: null,
      backendUser: null,
      error: null,
      signOutReason: reason,
    });
    this.clearLocalState();
    await this.deps.provider.signOut().catch(() => undefined);
    if (wasSignedIn) this.deps.notifySignedOut?.(reason);
  }

  /** Ends a session the backend cannot serve (e.g. the profile does not load), showing why on /login. */
  async abandon(error: string): Promise<void> {
    this.scheduler.cancel();
    // State first: screens stop asking for user data before its caches are dropped.
    this.set({ phase: "signed-out", identityUser: null, backendUser: null, error, signOutReason: "expired" });
    this.clearLocalState();
    await this.deps.provider.signOut().catch(() => undefined);
  }

  /** After `PUT /user`: the new profile becomes the session's backend user. */
  setBackendUser(user: BackendUser): void {
    if (!this.snapshot.identityUser || user.id !== this.snapshot.identityUser.uid) return;
    writeCachedUser(user);
    this.set({ backendUser: user });
  }

  get isProfileChecked(): boolean {
    return this.profileChecked;
  }

  markProfileChecked(): void {
    this.profileChecked = true;
  }

  private clearLocalState() {
    this.profileChecked = false;
    clearTokenCache();
    clearCachedUser();
    // After React has rendered the signed-out state: dropping queries that mounted screens still
    // observe would make them fetch again, now without a token.
    setTimeout(() => this.deps.clearUserData?.(), 0);
  }

  /** After a reload: plan the proactive refresh for the stored token (refreshing it now if it is old). */
  private async armRefresh(): Promise<void> {
    try {
      const token = await this.deps.provider.getIdToken(false);
      if (!token) throw new IdentityError("user-token-expired");
      writeTokenCache(token);
      this.scheduler.schedule(token.expiresAt);
    } catch (error) {
      if (!isNetworkFailure(error)) void this.signOut("expired");
    }
  }

  /** The ID token for a request: the cache first, else the identity provider (which refreshes it). */
  async getToken(forceRefresh: boolean): Promise<string | null> {
    if (!this.snapshot.identityUser) return null;
    if (!forceRefresh) {
      const cached = readTokenCache(this.now());
      if (cached) return cached;
    }
    try {
      const token = await this.deps.provider.getIdToken(forceRefresh);
      if (!token) return null;
      writeTokenCache(token);
      this.scheduler.schedule(token.expiresAt);
      return token.token;
    } catch (error) {
      if (isNetworkFailure(error)) throw new ApiError("Network error occurred", 0, null);
      if (error instanceof IdentityError && FATAL_IDENTITY_CODES.has(error.code)) {
        void this.signOut("expired");
        return null;
      }
      throw error;
    }
  }

  /** What the API client plugs in (`setAuthTokenProvider`). */
  readonly tokenProvider: AuthTokenProvider = {
    getToken: (forceRefresh) => this.getToken(forceRefresh ?? false),
    onUnauthorized: () => void this.signOut("expired"),
  };

  dispose(): void {
    this.scheduler.cancel();
    this.listeners.clear();
  }
}
