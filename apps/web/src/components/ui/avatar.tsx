import * as AvatarPrimitive from "@radix-ui/react-avatar";
import { slotted } from "./slotted";

export const Avatar = slotted(
  AvatarPrimitive.Root,
  "avatar",
  "relative flex size-8 shrink-0 overflow-hidden rounded-full",
);
export const AvatarImage = slotted(
  AvatarPrimitive.Image,
  "avatar-image",
  "aspect-square size-full object-cover",
);
export const AvatarFallback = slotted(
  AvatarPrimitive.Fallback,
  "avatar-fallback",
  "flex size-full items-center justify-center rounded-full bg-muted text-xs font-medium",
);
