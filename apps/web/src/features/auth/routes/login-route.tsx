import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { POST_LOGIN_REDIRECT_KEY, takeRoute } from "@/lib/auth/redirect-storage";
import { useAuth } from "@/lib/auth/use-auth";
import { GoogleIcon } from "../components/google-icon";

const BUTTON_TEXT = {
  authenticating: "Authenticating...",
  connecting: "Connecting to server...",
} as const;

export function LoginRoute() {
  const { isAuthenticated, phase, error, signIn } = useAuth();
  const navigate = useNavigate();

  // Leaving /login is the consequence of the session completing, wherever sign-in was started.
  useEffect(() => {
    if (isAuthenticated) navigate(takeRoute(POST_LOGIN_REDIRECT_KEY), { replace: true });
  }, [isAuthenticated, navigate]);

  const busy = phase === "authenticating" || phase === "connecting" || phase === "restoring";
  const label =
    phase === "authenticating" || phase === "connecting" ? BUTTON_TEXT[phase] : "Continue with Google";

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 p-6">
      <Card className="w-full max-w-sm">
        <CardHeader className="text-center">
          <div className="mx-auto mb-2 flex size-11 items-center justify-center rounded-xl bg-primary text-base font-bold text-primary-foreground">
            IP
          </div>
          <h1 className="text-xl font-semibold leading-none">Initiative Planner</h1>
          <CardDescription>Sign in to your account.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {error && (
            <div
              role="alert"
              className="whitespace-pre-line rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-300"
            >
              {error}
            </div>
          )}
          <Button variant="outline" size="lg" disabled={busy} onClick={() => void signIn()}>
            {busy && phase !== "restoring" ? (
              <Spinner aria-hidden="true" role="presentation" />
            ) : (
              <GoogleIcon />
            )}
            {label}
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            By continuing, you agree to our{" "}
            <span className="underline underline-offset-2">Terms of Service</span> and{" "}
            <span className="underline underline-offset-2">Privacy Policy</span>.
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
