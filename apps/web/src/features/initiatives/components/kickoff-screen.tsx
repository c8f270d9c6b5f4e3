import { CheckCircle2, Landmark } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Button } from "@/components/ui/button";

interface KickoffScreenProps {
  /** The members' avatars and '+ N others'; supplied by the app from the collaborators feature. */
  renderTeam?: (initiativeId: string) => ReactNode;
}

/** /initiative/{id}/kickoff : the completion page. */
export function KickoffScreen({ renderTeam }: KickoffScreenProps) {
  const { id = "" } = useParams();
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-8 px-6 py-12 text-center">
      <div className="w-full rounded-2xl border bg-card p-6 text-left shadow-lg">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Landmark className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="font-semibold">Bank balance</h2>
            <p className="flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden />
              Initiative completed
            </p>
          </div>
        </div>
        {renderTeam && <div className="mt-6">{renderTeam(id)}</div>}
      </div>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Awesome!</h1>
        <p className="text-muted-foreground">
          Your initiative is complete &amp; your teammates have been notified. Onwards!
        </p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <Button asChild className="flex-1">
          <Link to="/">Done</Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link to={`/initiative/${id}`}>View initiative</Link>
        </Button>
      </div>
    </section>
  );
}
