import type { ReactNode } from "react";
import { useAuth } from "@/lib/auth/use-auth";
import { KeyValueList } from "./key-value-list";

/** The backend user's fields, shown under their own names. */
const BACKEND_FIELDS = [
  "id",
  "name",
  "email",
  "workstream",
  "auth_provider",
  "date_last_logged_in",
  "created_at",
] as const;

const flag = (value: boolean) => (value ? "yes" : "no");

/** One user's fields, or why there is no such user. */
function UserSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-medium">{title}</h3>
      {children}
    </section>
  );
}

const Missing = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-muted-foreground">{children}</p>
);

export function UserDetailsTab() {
  const { identityUser, backendUser } = useAuth();

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <UserSection title="Identity user">
        {identityUser ? (
          <KeyValueList
            entries={[
              ["uid", identityUser.uid],
              ["displayName", identityUser.displayName],
              ["email", identityUser.email],
              ["emailVerified", flag(identityUser.emailVerified)],
              ["photoURL", identityUser.photoURL],
              ["providerData.providerId", identityUser.providerId],
              ["metadata.creationTime", identityUser.metadata.creationTime],
              ["metadata.lastSignInTime", identityUser.metadata.lastSignInTime],
            ]}
          />
        ) : (
          <Missing>Not signed in to the identity provider.</Missing>
        )}
      </UserSection>
      <UserSection title="Backend user">
        {backendUser ? (
          <KeyValueList entries={BACKEND_FIELDS.map((field) => [field, backendUser[field]])} />
        ) : (
          <Missing>No backend session.</Missing>
        )}
      </UserSection>
    </div>
  );
}
