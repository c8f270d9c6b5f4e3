import { Lock, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

function explanation(error: unknown): string {
  // The server's sentence; a stranger is not told who owns the initiative.
  if (isForbidden(error)) return error instanceof ApiError ? error.message : "Ask its owner to invite you.";
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return "It may have been deleted, or the link is wrong.";
  }
  return "Please check your connection and try again.";
}

/** Instead of an empty page: why this initiative cannot be shown and what to do about it. */
export function LoadErrorView({ error }: { error: unknown }) {
  const forbidden = isForbidden(error);
  const Icon = forbidden ? Lock : SearchX;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-semibold">
        {forbidden ? "You don't have access to this initiative" : "This initiative could not be loaded"}
      </h1>
      <p className="text-muted-foreground">{explanation(error)}</p>
      <Button asChild variant="outline">
        <Link to="/initiatives">Go to your initiatives</Link>
      </Button>
    </section>
  );
}
