import { TRACKER_NAMES, type TrackerKind } from "@initiative-planner/contract/trackers";
import { type FormEvent, useState } from "react";
import { LinkField } from "@/components/link-field";
import { Button } from "@/components/ui/button";
import { DialogFooter, DialogFrame } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useReplaceWebhookSecret, useTrackerWebhook } from "../../api/initiative-tracker-sync";
import type { TrackerDialogProps } from "./tracker-dialog-props";

const WHERE: Record<TrackerKind, string> = {
  github:
    "In the repository's Settings → Webhooks, add a webhook with this payload URL, content type application/json, this secret, and the Issues event.",
  linear:
    "In Linear's Settings → API → Webhooks, add a webhook for Issues with this URL. Linear makes its own signing secret: paste it below.",
  jira: "In Jira's System → Webhooks, add a webhook for issue updates with this URL and this secret (or send it in an X-Webhook-Secret header from an automation rule).",
};

/** The owner's webhook address and secret for one tracker, with a way to replace the secret. */
export function TrackerWebhookDialog({ initiativeId, kind, onClose }: TrackerDialogProps) {
  const webhook = useTrackerWebhook(initiativeId, kind);
  const replace = useReplaceWebhookSecret(initiativeId, kind);
  const [own, setOwn] = useState("");
  const name = TRACKER_NAMES[kind];
  const save = (event: FormEvent) => {
    event.preventDefault();
    replace.mutate(own.trim() || undefined, { onSuccess: () => setOwn("") });
  };
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${name} webhook`}
      description={WHERE[kind]}
    >
      {webhook.isPending && <p className="text-sm text-muted-foreground">Loading the webhook…</p>}
      {webhook.error && (
        <p role="alert" className="text-sm text-destructive">
          {webhook.error.message}
        </p>
      )}
      {webhook.data && (
        <div className="grid gap-3">
          <LinkField
            label="Webhook URL"
            link={webhook.data.url}
            buttonLabel="Copy URL"
            copiedMessage="Webhook URL copied"
          />
          <LinkField
            label="Secret"
            link={webhook.data.secret}
            buttonLabel="Copy secret"
            copiedMessage="Webhook secret copied"
          />
          <p className="text-xs text-muted-foreground">{webhook.data.signature}</p>
        </div>
      )}
      <form id={`webhook-${kind}`} onSubmit={save} className="grid gap-1">
        <Label htmlFor={`webhook-${kind}-own`}>Replace the secret (leave empty for a new random one)</Label>
        <Input
          id={`webhook-${kind}-own`}
          value={own}
          autoComplete="off"
          onChange={(event) => setOwn(event.target.value)}
        />
        {replace.error && (
          <p role="alert" className="text-sm text-destructive">
            {replace.error.message}
          </p>
        )}
      </form>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" form={`webhook-${kind}`} disabled={replace.isPending}>
          Replace secret
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
