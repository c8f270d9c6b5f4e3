import { routes } from "@initiative-planner/contract/routes";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { settingsKeys } from "./settings-keys";

/** The user's use of the upload quota and hourly upload rate. */
export const useUserUploads = () =>
  useQuery({ queryKey: settingsKeys.userUploads(), queryFn: () => api.call(routes.userUploads) });
