import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";

export function WorkstreamHeader({
  teamName,
  completed,
  total,
}: {
  teamName: string;
  completed: number;
  total: number;
}) {
  const navigate = useNavigate();
  const progress = total === 0 ? 0 : Math.round((completed / total) * 100);

  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <Button variant="ghost" size="icon" aria-label="Back" onClick={() => navigate(-1)}>
          <ArrowLeft />
        </Button>
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Workstream</p>
          <h1 className="text-2xl font-semibold tracking-tight">{teamName}</h1>
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-lg border p-4">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">Progress</span>
          <span>{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        <p className="text-sm text-muted-foreground">
          {completed} of {total} tasks completed
        </p>
      </div>
    </header>
  );
}
