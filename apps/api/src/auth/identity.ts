/** What a verified identity token says about its bearer (both identity modes). */
export type { TokenVerifier, VerifiedIdentity as Identity } from "./token-verifier";
