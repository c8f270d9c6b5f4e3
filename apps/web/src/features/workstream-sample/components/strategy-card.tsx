import { Copy, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ButtonMenu, DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { SampleStrategy } from "../data/sample-workstream";
import { PriorityBadge, StatusBadge } from "./status-badge";

/** The menu items are part of the static sample: like the Add buttons, they do nothing (spec). */
export function StrategyCard({ strategy }: { strategy: SampleStrategy }) {
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>{strategy.title}</CardTitle>
          <CardDescription>{strategy.description}</CardDescription>
        </div>
        <ButtonMenu
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Actions for ${strategy.title}`}>
              <MoreHorizontal />
            </Button>
          }
        >
          <DropdownMenuItem>
            <Pencil /> Edit Strategy
          </DropdownMenuItem>
          <DropdownMenuItem>
            <Copy /> Duplicate
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive">
            <Trash2 /> Delete
          </DropdownMenuItem>
        </ButtonMenu>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <PriorityBadge priority={strategy.priority} />
          <StatusBadge status={strategy.status} />
        </div>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Estimated effort</dt>
            <dd>{strategy.estimatedEffort}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Impact</dt>
            <dd>{strategy.impact}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
