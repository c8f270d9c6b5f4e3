// Every table of the relational schema the database client is typed with (`import * as schema`), one
// file per area. The tracker tables other than the connections live in schema-trackers.ts, outside it.

export { fileChunks, files, uploadAttempts } from "./schema-files";
export { initiativeEvents, initiativeMembers, initiatives, invites } from "./schema-initiatives";
export { planVersions, streamLeases, subsections, workstreams } from "./schema-plans";
export { type ProposedRow, taskChanges, taskProposals, tasks } from "./schema-tasks";
export { trackerConnections } from "./schema-trackers";
export { devRefreshTokens, personalAccessTokens, users } from "./schema-users";
export { aiSettings, aiUsage, jobs, mailOutbox } from "./schema-work";
