import { Link } from "react-router";

export function InitiativesEmpty({ searching }: { searching: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-16 text-center">
      {searching ? (
        <p className="text-muted-foreground">No initiatives found matching your search.</p>
      ) : (
        <>
          <p className="text-muted-foreground">No initiatives yet.</p>
          <Link to="/" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Create your first initiative
          </Link>
        </>
      )}
    </div>
  );
}
