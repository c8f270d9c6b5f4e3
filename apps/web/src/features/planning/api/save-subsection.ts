import type { SaveContentBody } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import { api } from "@/lib/api-client";
import { type SubsectionRef, subsectionParams } from "./planning-keys";

/** `base_version` makes a stale save a 409 instead of silently overwriting someone else's plan. */
export const saveSubsectionPlan = (ref: SubsectionRef, body: SaveContentBody) =>
  api.call(routes.saveSubsection, { params: subsectionParams(ref), body });
