import type { BackendUser } from "@initiative-planner/contract/user";
import type { AuthUser } from "@/lib/auth/use-auth";

const formatDate = (value: string | null | undefined) => {
  if (!value) return "Unknown";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Unknown" : date.toLocaleString();
};

/** Account created, last sign in, backend last login and auth provider (spec /profile). */
export function AccountInfo({ user, backendUser }: { user: AuthUser; backendUser: BackendUser }) {
  const rows: [string, string][] = [
    ["Account created", formatDate(user.metadata.creationTime ?? backendUser.created_at)],
    ["Last sign in", formatDate(user.metadata.lastSignInTime)],
    ["Backend last login", formatDate(backendUser.date_last_logged_in)],
    ["Auth provider", backendUser.auth_provider || user.providerId || "Unknown"],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
