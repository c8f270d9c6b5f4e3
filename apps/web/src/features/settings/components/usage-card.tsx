import { USAGE_WARNING_RATIO, type UserUsage } from "@initiative-planner/contract/usage";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { describeTotals, formatTokens } from "@/lib/usage-format";
import { QuotaMeter } from "./quota-meter";

/** The signed-in user's AI usage today and this month, against the per-minute and daily limits. */
export function UsageCard({ usage }: { usage: UserUsage }) {
  const { limits } = usage;
  const percent = Math.min(100, Math.round(limits.budget_used_ratio * 100));
  const warn = limits.daily_token_budget > 0 && limits.budget_used_ratio >= USAGE_WARNING_RATIO;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your AI usage</CardTitle>
        <CardDescription>Model calls you started, with their estimated cost.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
          <dt className="text-muted-foreground">Today</dt>
          <dd data-testid="usage-today">{describeTotals(usage.today)}</dd>
          <dt className="text-muted-foreground">This month</dt>
          <dd data-testid="usage-month">{describeTotals(usage.month)}</dd>
          <dt className="text-muted-foreground">Last minute</dt>
          <dd>
            {limits.calls_per_minute > 0
              ? `${limits.calls_last_minute} of ${limits.calls_per_minute} calls`
              : `${limits.calls_last_minute} calls (no limit)`}
          </dd>
        </dl>
        {limits.daily_token_budget > 0 && (
          <div className="flex flex-col gap-1">
            <QuotaMeter
              label="Daily budget"
              used={formatTokens(limits.tokens_today)}
              limit={formatTokens(limits.daily_token_budget)}
              percent={percent}
              barLabel="Daily AI budget used"
              warn={warn}
            />
            <p className="text-xs text-muted-foreground">
              Resets at {new Date(limits.resets_at).toLocaleString()}.
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
