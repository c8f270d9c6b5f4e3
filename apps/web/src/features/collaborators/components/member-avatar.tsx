import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { initialsOf } from "@/lib/initials";

interface MemberAvatarProps {
  name: string;
  email?: string;
  picture?: string | null;
  className?: string;
}

export function MemberAvatar({ name, email, picture, className }: MemberAvatarProps) {
  return (
    <Avatar className={cn("size-8", className)}>
      {picture && <AvatarImage src={picture} alt="" />}
      <AvatarFallback title={name || email}>{initialsOf(name, email)}</AvatarFallback>
    </Avatar>
  );
}
