import { LinkField } from "@/components/link-field";

/** The share link is the initiative's own address (spec section 2); only members can open it. */
export const shareLinkOf = (initiativeId: string) =>
  `${window.location.origin}/initiative/${encodeURIComponent(initiativeId)}`;

export function CopyLink({ initiativeId }: { initiativeId: string }) {
  return (
    <LinkField
      label="Link"
      link={shareLinkOf(initiativeId)}
      buttonLabel="Copy link"
      copiedMessage="Sharable link copied"
    />
  );
}
