import { useCollaborators } from "../api/list-collaborators";
import { MemberAvatar } from "./member-avatar";

/** How many faces the kickoff card shows before '+ N others' stands for the rest. */
export const TEAM_AVATARS_SHOWN = 4;

/** The initiative's real members as overlapping avatars, for the kickoff card. */
export function TeamAvatars({ initiativeId }: { initiativeId: string }) {
  // The first page holds far more than are shown; total_items counts everyone.
  const { data } = useCollaborators(initiativeId, 0);
  if (!data) return null;
  const shown = data.list.slice(0, TEAM_AVATARS_SHOWN);
  const others = data.total_items - shown.length;
  return (
    <div className="flex items-center gap-3">
      <ul aria-label="Team" className="flex -space-x-2">
        {shown.map((member) => (
          <li key={member.user_id}>
            <MemberAvatar
              name={member.name}
              email={member.email}
              picture={member.picture}
              className="border-2 border-card"
            />
          </li>
        ))}
      </ul>
      {others > 0 && <span className="text-sm text-muted-foreground">+ {others} others</span>}
    </div>
  );
}
