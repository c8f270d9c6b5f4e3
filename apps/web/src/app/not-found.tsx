import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";

export function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-3xl font-semibold tracking-tight">Oops! Page not found</h1>
      <Link to="/" className={buttonVariants()}>
        Return to Home
      </Link>
    </main>
  );
}
