import { type BackendUser, backendUserSchema } from "@initiative-planner/contract/user";
import { apiClient } from "@/lib/api-client";
import { withServerMessage } from "@/lib/server-message";

/**
 * `POST /user/login`: creates or updates the backend user from the identity token. The payload is
 * empty; `{}` is sent because the client always declares JSON and the server refuses an empty JSON body.
 */
export async function loginToBackend(): Promise<BackendUser> {
  try {
    return await apiClient.post("/user/login", {}, { schema: backendUserSchema });
  } catch (error) {
    // Spec section 8: internally the server's error text, else 'Backend login failed'.
    throw withServerMessage(error, "Backend login failed");
  }
}
