import { TeamAvatars } from "@/features/collaborators/components/team-avatars";
import { KickoffScreen } from "@/features/initiatives/components/kickoff-screen";

const renderTeam = (initiativeId: string) => <TeamAvatars initiativeId={initiativeId} />;

/** The completion page with the initiative's real members from the collaborators feature. */
export function KickoffRoute() {
  return <KickoffScreen renderTeam={renderTeam} />;
}
