import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";

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
        <ProgressBar value={progress} label="Progress" className="h-2" />
        <p className="text-sm text-muted-foreground">
          {completed} of {total} tasks completed
        </p>
      </div>
    </header>
  );
}
