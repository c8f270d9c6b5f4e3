import { routes } from "@initiative-planner/contract/routes";
import type { BackendUser } from "@initiative-planner/contract/user";
import { api } from "@/lib/api-client";

/** `POST /user/login` (no body): creates or updates the backend user from the identity token. */
export const loginToBackend = (): Promise<BackendUser> => api.call(routes.userLogin);
