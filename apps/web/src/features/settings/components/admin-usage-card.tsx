import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describeTotals } from "@/lib/usage-format";
import { useAdminUsage } from "../api/ai-settings";

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Admins: everyone's AI usage by person and by model over a chosen period (UTC days). */
export function AdminUsageCard() {
  const now = new Date();
  const [from, setFrom] = useState(day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))));
  const [to, setTo] = useState(day(now));
  const report = useAdminUsage(from, to);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage of this installation</CardTitle>
        <CardDescription>Model calls of every user, with their estimated cost.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <div className="flex flex-wrap gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="usage-from">From</Label>
            <Input
              id="usage-from"
              type="date"
              value={from}
              max={to}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="usage-to">To</Label>
            <Input id="usage-to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </div>
        </div>
        {report.isError && (
          <p role="alert" className="text-destructive">
            {report.error.message}
          </p>
        )}
        {report.data && (
          <>
            <p data-testid="admin-usage-total">Total: {describeTotals(report.data.total)}</p>
            <section>
              <h4 className="font-medium">By person</h4>
              <ul aria-label="Usage by person" className="mt-1 flex flex-col gap-1 text-muted-foreground">
                {report.data.by_user.map((u) => (
                  <li key={u.user_id}>
                    {u.name} ({u.email}): {describeTotals(u)}
                  </li>
                ))}
              </ul>
            </section>
            <section>
              <h4 className="font-medium">By model</h4>
              <ul aria-label="Usage by model" className="mt-1 flex flex-col gap-1 text-muted-foreground">
                {report.data.by_model.map((m) => (
                  <li key={`${m.provider}/${m.model}`}>
                    {m.model} ({m.provider}): {describeTotals(m)}
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
