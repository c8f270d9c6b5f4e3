import type { FirebaseWebConfig } from "@initiative-planner/contract/runtime-config";
import { vi } from "vitest";
import { fakeIdToken } from "@/test/session";

/**
 * A stand-in for Google's Firebase SDK, the one thing outside the product the Firebase tests fake.
 * Test files plug it in with
 *   vi.mock("firebase/app", async () => (await import("@/test/testing-firebase")).fakeAppModule());
 *   vi.mock("firebase/auth", async () => (await import("@/test/testing-firebase")).fakeAuthModule());
 * so `firebaseSdk.loads` counts how often our code actually imported each module.
 */

export const firebaseWebConfig: FirebaseWebConfig = {
  apiKey: "AIzaSyTest-0123456789abcdefghijklmnopq",
  authDomain: "initiative-planner-test.firebaseapp.com",
  projectId: "initiative-planner-test",
  appId: "1:123456789012:web:0a1b2c3d4e5f",
};

export const GOOGLE_UID = "Fq2mR8tVbWc1nY7zK4hJ0aLp3sD2";

interface FakeApp {
  name: string;
  options: FirebaseWebConfig;
}

/** The parts of firebase/auth's `User` our provider reads, shaped as the SDK shapes them. */
export function makeFirebaseUser(overrides: { uid?: string; displayName?: string | null } = {}) {
  const uid = overrides.uid ?? GOOGLE_UID;
  const displayName = overrides.displayName === undefined ? "Ada Lovelace" : overrides.displayName;
  let issued = 0;
  const issue = () => {
    issued += 1;
    const now = Math.floor(Date.now() / 1000);
    const exp = now + 3600;
    const claims = {
      iss: `https://securetoken.google.com/${firebaseWebConfig.projectId}`,
      aud: firebaseWebConfig.projectId,
      sub: uid,
      name: displayName,
      email: "ada@example.com",
      email_verified: true,
      auth_time: now,
      iat: now,
      exp,
      firebase: { sign_in_provider: "google.com" },
      n: issued,
    };
    return {
      token: fakeIdToken(claims),
      // The SDK reports times as UTC strings.
      expirationTime: new Date(exp * 1000).toUTCString(),
      issuedAtTime: new Date(now * 1000).toUTCString(),
      authTime: new Date(now * 1000).toUTCString(),
      signInProvider: "google.com",
      signInSecondFactor: null,
      claims,
    };
  };
  let current = issue();
  return {
    uid,
    displayName,
    email: "ada@example.com",
    photoURL: "https://lh3.googleusercontent.com/a/ada-photo",
    emailVerified: true,
    isAnonymous: false,
    providerId: "firebase",
    providerData: [
      {
        providerId: "google.com",
        uid: "104857600123456789012",
        displayName,
        email: "ada@example.com",
        photoURL: "https://lh3.googleusercontent.com/a/ada-photo",
        phoneNumber: null,
      },
    ],
    metadata: {
      creationTime: "Thu, 01 Jan 2026 00:00:00 GMT",
      lastSignInTime: "Mon, 02 Mar 2026 09:30:00 GMT",
    },
    /** The SDK returns the current token, or mints a new one when forced. */
    getIdTokenResult: vi.fn(async (forceRefresh?: boolean) => {
      if (forceRefresh) current = issue();
      return current;
    }),
    currentToken: () => current.token,
  };
}

export type FakeFirebaseUser = ReturnType<typeof makeFirebaseUser>;

export interface FakeAuth {
  app: FakeApp;
  currentUser: FakeFirebaseUser | null;
  authStateReady: () => Promise<void>;
}

class FakeGoogleAuthProvider {
  static readonly PROVIDER_ID = "google.com";
  readonly providerId = "google.com";
  static credentialFromResult = vi.fn((_result: unknown) => ({
    providerId: "google.com",
    signInMethod: "google.com",
    accessToken: "ya29.google-access-token",
    idToken: "google-oauth-id-token",
  }));
}

const state = {
  auth: null as FakeAuth | null,
  /** Who Google's popup signs in next. */
  popupUser: makeFirebaseUser(),
  /** Who is still signed in from a previous visit (restored by authStateReady). */
  persistedUser: null as FakeFirebaseUser | null,
};

export const firebaseSdk = {
  /** How often each module factory ran, i.e. our code imported the module. */
  loads: { app: 0, auth: 0 },
  state,
  GoogleAuthProvider: FakeGoogleAuthProvider,
  initializeApp: vi.fn((options: FirebaseWebConfig): FakeApp => ({ name: "[DEFAULT]", options })),
  getAuth: vi.fn((app: FakeApp): FakeAuth => {
    state.auth ??= {
      app,
      currentUser: null,
      authStateReady: vi.fn(async () => {
        if (state.auth && !state.auth.currentUser) state.auth.currentUser = state.persistedUser;
      }),
    };
    return state.auth;
  }),
  signInWithPopup: vi.fn(async (auth: FakeAuth, _provider: FakeGoogleAuthProvider) => {
    auth.currentUser = state.popupUser;
    return { user: state.popupUser, providerId: "google.com", operationType: "signIn" };
  }),
  signOut: vi.fn(async (auth: FakeAuth) => {
    auth.currentUser = null;
  }),
};

/** A fresh SDK for each test: no app, nobody signed in, default behaviour (load counts are kept). */
export function resetFirebaseSdk() {
  state.auth = null;
  state.popupUser = makeFirebaseUser();
  state.persistedUser = null;
  for (const fn of [
    firebaseSdk.initializeApp,
    firebaseSdk.getAuth,
    firebaseSdk.signInWithPopup,
    firebaseSdk.signOut,
    FakeGoogleAuthProvider.credentialFromResult,
  ])
    fn.mockReset();
}

export function fakeAppModule() {
  firebaseSdk.loads.app += 1;
  return { initializeApp: firebaseSdk.initializeApp };
}

export function fakeAuthModule() {
  firebaseSdk.loads.auth += 1;
  return {
    getAuth: firebaseSdk.getAuth,
    signInWithPopup: firebaseSdk.signInWithPopup,
    signOut: firebaseSdk.signOut,
    GoogleAuthProvider: FakeGoogleAuthProvider,
  };
}

/** A rejection as the SDK raises it: a FirebaseError with an `auth/…` code. */
export function firebaseError(code: string): Error {
  const error = new Error(`Firebase: Error (${code}).`) as Error & { code: string; customData: unknown };
  error.name = "FirebaseError";
  error.code = code;
  error.customData = {};
  return error;
}
