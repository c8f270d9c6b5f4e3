import { USAGE_WARNING_RATIO } from "@initiative-planner/contract/usage";
import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { formatTokens } from "@/lib/usage-format";
import { useUserUsage } from "../api/user-usage";

/** Shown across the app from 80 % of the user's daily AI budget on. */
export function UsageWarning() {
  const usage = useUserUsage();
  const limits = usage.data?.limits;
  if (!limits || limits.daily_token_budget === 0 || limits.budget_used_ratio < USAGE_WARNING_RATIO)
    return null;
  const percent = Math.min(100, Math.round(limits.budget_used_ratio * 100));
  return (
    <div
      role="alert"
      className="flex items-center gap-2 border-b border-destructive/40 bg-destructive/10 px-4 py-2 text-sm"
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      <span>
        You have used {percent} % of today's AI budget ({formatTokens(limits.tokens_today)} of{" "}
        {formatTokens(limits.daily_token_budget)}). It resets at midnight UTC.{" "}
        <Link to="/settings" className="underline">
          See your usage
        </Link>
      </span>
    </div>
  );
}
