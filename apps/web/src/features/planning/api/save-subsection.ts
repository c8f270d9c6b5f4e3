import { type SaveContentBody, savedPlanSchema } from "@initiative-planner/contract/planning";
import { apiClient } from "@/lib/api-client";
import { type SubsectionRef, subsectionPath } from "./planning-keys";

/** `base_version` makes a stale save a 409 instead of silently overwriting someone else's plan. */
export const saveSubsectionPlan = (ref: SubsectionRef, body: SaveContentBody) =>
  apiClient.post(`${subsectionPath(ref)}/improve/save`, body, { schema: savedPlanSchema });
