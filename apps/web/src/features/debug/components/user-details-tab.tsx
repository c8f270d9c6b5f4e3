import { useAuth } from "@/lib/auth/use-auth";
import { KeyValueList } from "./key-value-list";

const flag = (value: boolean) => (value ? "yes" : "no");

export function UserDetailsTab() {
  const { identityUser, backendUser } = useAuth();

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section className="flex flex-col gap-3">
        <h3 className="font-medium">Identity user</h3>
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
          <p className="text-sm text-muted-foreground">Not signed in to the identity provider.</p>
        )}
      </section>
      <section className="flex flex-col gap-3">
        <h3 className="font-medium">Backend user</h3>
        {backendUser ? (
          <KeyValueList
            entries={[
              ["id", backendUser.id],
              ["name", backendUser.name],
              ["email", backendUser.email],
              ["workstream", backendUser.workstream],
              ["auth_provider", backendUser.auth_provider],
              ["date_last_logged_in", backendUser.date_last_logged_in],
              ["created_at", backendUser.created_at],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No backend session.</p>
        )}
      </section>
    </div>
  );
}
