import type { Collaborator, PendingInvite } from "@initiative-planner/contract/collaborators";
import { toPage } from "@initiative-planner/contract/common";
import type { ReactNode } from "react";
import { renderApp } from "@/test/render";

export const INITIATIVE_ID = "5f0c7a3e-1b2d-4c5e-8f90-0000000000c1";

let counter = 0;

/** A contract-valid member as GET /collaborators lists it. */
export function makeCollaborator(overrides: Partial<Collaborator> = {}): Collaborator {
  counter += 1;
  return {
    user_id: `user-${counter}`,
    name: `Person ${counter}`,
    email: `person${counter}@example.com`,
    picture: null,
    role: "editor",
    added_at: "2025-01-02T10:00:00.000Z",
    ...overrides,
  };
}

/** A contract-valid pending invitation. */
export function makeInvite(overrides: Partial<PendingInvite> = {}): PendingInvite {
  counter += 1;
  return {
    id: `7a1b2c3d-4e5f-4a6b-8c7d-${counter.toString(16).padStart(12, "0")}`,
    email: `invitee${counter}@example.com`,
    role: "viewer",
    invited_by: "Ada Lovelace",
    created_at: "2025-01-03T10:00:00.000Z",
    last_sent_at: "2025-01-03T10:00:00.000Z",
    last_error: null,
    expires_at: "2025-01-17T10:00:00.000Z",
    ...overrides,
  };
}

/** One page the way the API pages: `current_page` 0-based, `total_pages` at least 1. */
export function pageOf<T>(all: T[], page: number, size = 10) {
  return toPage(all.slice(page * size, page * size + size), all.length, page, size);
}

/** One component on a screen of its own, as the app renders it. */
export const renderElement = (element: ReactNode) => renderApp("/", { routes: [{ path: "/", element }] });
