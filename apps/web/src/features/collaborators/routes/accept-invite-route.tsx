import { MailX } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useAcceptInvite } from "../api/accept-invite";

export interface AcceptInviteRouteProps {
  /** The initiative's name for the toast; supplied by the app so this feature never imports another. */
  loadInitiativeName: (initiativeId: string) => Promise<string>;
  /** Lets the app refresh whatever lists the newly joined initiative belongs in. */
  onJoined?: (initiativeId: string) => void;
}

const INVALID_LINK = "This invitation link is not valid or has already been used. Ask for a new invitation.";

function reasonOf(error: unknown): string {
  if (!(error instanceof ApiError)) return INVALID_LINK;
  // Unknown, used, expired, or sent to another address: the server's sentence says which.
  if (error.status === 403 || error.status === 404 || error.status === 409) return error.message;
  if (error.status === 400) return INVALID_LINK;
  return "The invitation could not be accepted right now. Please try again.";
}

/** /invite/{token}: the link in an invitation mail. The protected area has signed the person in first. */
export function AcceptInviteRoute({ loadInitiativeName, onJoined }: AcceptInviteRouteProps) {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const { data: joined, error } = useAcceptInvite(token, loadInitiativeName);

  // Navigating away is the result of the accept call, which lives outside React.
  useEffect(() => {
    if (!joined) return;
    onJoined?.(joined.initiativeId);
    toast.success(`You joined '${joined.name}' as ${joined.role}`, { id: `joined-${joined.initiativeId}` });
    navigate(`/initiative/${joined.initiativeId}`, { replace: true });
  }, [joined, navigate, onJoined]);

  if (error) {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-24 text-center">
        <MailX className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-xl font-semibold">This invitation can't be used</h1>
        <p className="text-muted-foreground">{reasonOf(error)}</p>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </section>
    );
  }
  return (
    <section className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
      <Spinner className="size-6" />
      <p>Joining the initiative...</p>
    </section>
  );
}
