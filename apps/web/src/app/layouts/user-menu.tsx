import { Bug, FileText, LogOut, Settings, User, UserRound } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/lib/auth/use-auth";
import { initialsOf } from "@/lib/initials";
import { useRuntimeConfig } from "@/lib/runtime-config";

const DEBUG_LINKS = [
  { to: "/markdown-demo", label: "Markdown Demo", icon: FileText },
  { to: "/content-renderer-demo", label: "Content Renderer Demo", icon: FileText },
  { to: "/debugger", label: "Debugger", icon: Bug },
];

export function UserMenu() {
  const { user, signOut } = useAuth();
  const { debug_tools: debugTools } = useRuntimeConfig();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Button asChild variant="ghost" size="icon" className="rounded-full">
        <Link to="/login" aria-label="Sign in">
          <Avatar>
            <AvatarFallback>
              <UserRound className="size-4" />
            </AvatarFallback>
          </Avatar>
        </Link>
      </Button>
    );
  }

  const logout = async () => {
    await signOut();
    navigate("/login", { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label="Account menu"
          className="rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Avatar>
            {user.photoURL && <AvatarImage src={user.photoURL} alt="" referrerPolicy="no-referrer" />}
            <AvatarFallback>{initialsOf(user.displayName, user.email)}</AvatarFallback>
          </Avatar>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate">{user.displayName || "No Name"}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings /> Settings
          </Link>
        </DropdownMenuItem>
        {debugTools && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              Debug (Only Stage)
            </DropdownMenuLabel>
            {DEBUG_LINKS.map(({ to, label, icon: Icon }) => (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon /> {label}
                </Link>
              </DropdownMenuItem>
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
