import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { initialsOf } from "@/lib/initials";
import type { SampleMember } from "../data/sample-workstream";

export function MembersList({ members }: { members: SampleMember[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {members.map((member) => (
        <li key={member.name} className="flex items-center gap-3 rounded-lg border p-3">
          <Avatar className="size-10">
            <AvatarFallback>{initialsOf(member.name)}</AvatarFallback>
          </Avatar>
          <div className="flex flex-col">
            <span className="font-medium">{member.name}</span>
            <span className="text-sm text-muted-foreground">{member.role}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
