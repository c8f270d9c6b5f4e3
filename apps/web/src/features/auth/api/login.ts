import { type BackendUser, backendUserSchema } from "@initiative-planner/contract/user";
import { apiClient } from "@/lib/api-client";

/**
 * `POST /user/login`: creates or updates the backend user from the identity token. The payload is
 * empty; `{}` is sent because the client always declares JSON and the server refuses an empty JSON body.
 */
export const loginToBackend = (): Promise<BackendUser> =>
  apiClient.post("/user/login", {}, { schema: backendUserSchema });
