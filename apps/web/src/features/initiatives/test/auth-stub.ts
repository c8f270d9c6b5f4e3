/**
 * The signed-in person for route tests. The identity provider (Google or the dev popup) is outside
 * these screens; they only need someone to be signed in. Used through
 * `vi.mock("@/lib/auth/use-auth", () => import("../test/auth-stub"))`.
 */
export const testUser = {
  uid: "uid-ada",
  displayName: "ada lovelace",
  email: "ada@example.com",
  photoURL: null,
};

const state = { user: testUser, isLoading: false, isAuthenticated: true, signOut: async () => undefined };

export function useAuth() {
  return state;
}
