import type { TokenScope } from "@initiative-planner/contract";
import type { VerifiedIdentity } from "./token-verifier";

/** What a verified identity token says about its bearer (both identity modes). */
export type { TokenVerifier } from "./token-verifier";

/**
 * The caller of a request: a verified identity token, or a personal access token acting as its owner
 * (then `pat` names the token and its scope, which route admission and the MCP tools check).
 */
export type Identity = VerifiedIdentity & { pat?: { id: string; scope: TokenScope } };

/** The expiry of a personal access token made without one: the last date JavaScript holds (answered as null). */
export const NO_EXPIRY = new Date(8_640_000_000_000_000);
