import type { CreatedToken, TokenScope, TokenSummary } from "@initiative-planner/contract/tokens";
import { Copy, KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { withServerMessage } from "@/lib/server-message";
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from "../api/access-tokens";

const SCOPES = [
  { value: "read", label: "Read only" },
  { value: "write", label: "Read and write" },
];
const EXPIRY = [
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
  { value: "365", label: "1 year" },
  { value: "", label: "Never" },
];
const SELECT =
  "h-9 rounded-md border bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

function SelectField({ id, label, value, options, onChange }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={SELECT} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.label} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const day = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleDateString() : none);

/** Personal access tokens for scripts and AI agents (MCP): create (the secret is shown once), list, revoke. */
export function AccessTokensCard() {
  const tokens = useAccessTokens();
  const create = useCreateAccessToken();
  const revoke = useRevokeAccessToken();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<TokenScope>("read");
  const [expiry, setExpiry] = useState("90");
  const [created, setCreated] = useState<CreatedToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, scope, ...(expiry ? { expires_in_days: Number(expiry) } : {}) },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName("");
        },
        onError: (error) => toast.error(withServerMessage(error, "Failed to create the token").message),
      },
    );
  };
  const copy = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success("Token copied");
    } catch {
      toast.error("Failed to copy the token: select it and copy it by hand");
    }
  };
  const onRevoke = (token: TokenSummary) =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        if (created?.id === token.id) setCreated(null);
        toast.success(`Revoked “${token.name}”`);
      },
      onError: (error) => toast.error(withServerMessage(error, "Failed to revoke the token").message),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal access tokens</CardTitle>
        <CardDescription>
          Let a script or an AI agent (Claude, Cursor… through MCP at <code>/mcp</code>) act as you. A read
          token can only look; a write token can change whatever you can.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Create a token">
          <div className="flex min-w-48 flex-1 flex-col gap-1.5">
            <Label htmlFor="token-name">Name</Label>
            <Input
              id="token-name"
              value={name}
              maxLength={100}
              required
              placeholder="e.g. Claude Desktop"
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <SelectField
            id="token-scope"
            label="Access"
            value={scope}
            options={SCOPES}
            onChange={(value) => setScope(value as TokenScope)}
          />
          <SelectField
            id="token-expiry"
            label="Expires"
            value={expiry}
            options={EXPIRY}
            onChange={setExpiry}
          />
          <Button type="submit" disabled={create.isPending || !name.trim()}>
            <KeyRound aria-hidden /> Create token
          </Button>
        </form>
        {created && (
          <div role="status" className="rounded-lg border border-primary bg-accent p-3 text-sm">
            <p className="font-medium">Copy “{created.name}” now: it will not be shown again.</p>
            <div className="mt-2 flex items-center gap-2">
              <code
                className="min-w-0 flex-1 break-all rounded bg-background px-2 py-1"
                data-testid="new-token"
              >
                {created.token}
              </code>
              <Button type="button" variant="outline" size="sm" onClick={() => copy(created.token)}>
                <Copy aria-hidden /> Copy
              </Button>
            </div>
          </div>
        )}
        {tokens.data && tokens.data.length === 0 && (
          <p className="text-sm text-muted-foreground">You have no tokens yet.</p>
        )}
        {tokens.data && tokens.data.length > 0 && (
          <ul className="divide-y rounded-lg border" aria-label="Your tokens">
            {tokens.data.map((token) => {
              const expired = token.expires_at !== null && Date.parse(token.expires_at) <= Date.now();
              return (
                <li key={token.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="flex items-center gap-2 font-medium">
                      {token.name}
                      <Badge variant="secondary">{token.scope === "read" ? "read" : "read & write"}</Badge>
                      {expired && <Badge variant="destructive">expired</Badge>}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      <code>{token.hint}</code> · created {day(token.created_at, "")} · last used{" "}
                      {day(token.last_used_at, "never")} · expires {day(token.expires_at, "never")}
                    </span>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => onRevoke(token)}
                    aria-label={`Revoke ${token.name}`}
                  >
                    Revoke
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
