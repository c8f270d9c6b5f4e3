import { routes } from "@initiative-planner/contract/routes";
import type { BackendUser } from "@initiative-planner/contract/user";
import { api } from "@/lib/api-client";
import { withServerMessage } from "@/lib/server-message";

/** `POST /user/login` (no body): creates or updates the backend user from the identity token. */
export async function loginToBackend(): Promise<BackendUser> {
  try {
    return await api.call(routes.userLogin);
  } catch (error) {
    // Spec section 8: internally the server's error text, else 'Backend login failed'.
    throw withServerMessage(error, "Backend login failed");
  }
}
