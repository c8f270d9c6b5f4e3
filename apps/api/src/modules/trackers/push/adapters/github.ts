import type { GithubSettings } from "../../clients/github";
import { type IssueDraft, markdownBody, parentMarkdown, taskIdIn } from "../draft";
import { githubDeclinedWait, limitedGithub } from "./github-octokit";
import {
  type AdapterOptions,
  type IssueRef,
  type RemoteIssue,
  type TrackerAdapter,
  TrackerPushError,
} from "./types";

interface GithubIssue {
  id: number;
  number: number;
  html_url: string;
  state: string;
  body?: string | null;
  pull_request?: unknown;
}

/** An id or number that is no integer is left empty, for the push to refuse (adapters/index.ts). */
const remote = (issue: GithubIssue): RemoteIssue => ({
  externalId: Number.isSafeInteger(issue.id) ? String(issue.id) : "",
  key: Number.isSafeInteger(issue.number) ? `#${issue.number}` : "",
  url: issue.html_url,
  state: issue.state,
});
const numberOf = (issue: IssueRef) => Number(issue.key.slice(1));

/** Octokit's failures in words; rate limits it could not wait out become a later retry of the job. */
function failure(error: unknown, what: string, waitMs: number | null): Error {
  const e = error as { status?: number; response?: unknown; message?: string };
  if (e.response === undefined) return new TrackerPushError(`GitHub could not be reached (${what}).`);
  if (waitMs !== null) {
    return new TrackerPushError(`GitHub's rate limit: the push continues in ${Math.ceil(waitMs / 1000)} s.`, {
      retryAfterMs: waitMs,
    });
  }
  if (e.status === 401)
    return new TrackerPushError("GitHub refused the token: it is wrong, expired or revoked.", {
      final: true,
    });
  if (e.status === 403)
    return new TrackerPushError(`GitHub refused ${what}: the token may not write issues here.`, {
      final: true,
    });
  if (e.status === 404 || e.status === 410)
    return new TrackerPushError(`GitHub has no such repository or issue (${what}).`, { final: true });
  if (e.status === 422)
    return new TrackerPushError(`GitHub did not accept ${what}: ${e.message ?? "invalid"}`, { final: true });
  return new TrackerPushError(`GitHub answered HTTP ${e.status} (${what}).`);
}

/**
 * GitHub with `@octokit/rest` and its retry and throttling plugins (decision 121): writes paced, Retry-After
 * and the primary/secondary limits waited out, an issue creation never retried blindly (its 5xx may have
 * created it: the job's resume adopts it instead).
 */
export function githubAdapter(
  settings: GithubSettings,
  token: string,
  options: AdapterOptions,
): TrackerAdapter {
  const github = limitedGithub(settings.apiUrl, token, options);
  const { octokit } = github;
  const repo = { owner: settings.owner, repo: settings.repo };
  const logins = new Map<string, string | null>();

  /** One change; `tolerated` failures (e.g. a relation already there) count as done. */
  const call = async <T>(
    what: string,
    run: () => Promise<T>,
    tolerated: (e: { status?: number; message?: string }) => boolean = () => false,
  ): Promise<T | undefined> => {
    github.forget();
    try {
      return await run();
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      if (tolerated(error as { status?: number })) return undefined;
      throw failure(error, what, githubDeclinedWait(error, github));
    }
  };
  const must = async <T>(what: string, run: () => Promise<T>): Promise<T> => (await call(what, run))!;

  /**
   * What a push writes. The team label is set when the issue is made; an update leaves labels and an
   * assignee nobody here can be matched to as people set them in GitHub (decision 123).
   */
  const fields = (draft: IssueDraft, creating: boolean) => {
    const login = draft.assigneeEmail ? logins.get(draft.assigneeEmail) : null;
    return {
      title: draft.title,
      body: markdownBody(draft),
      ...(creating ? { labels: [draft.label] } : {}),
      ...(login ? { assignees: [login] } : {}),
    };
  };
  const stateOf = (draft: IssueDraft) =>
    draft.status === "done"
      ? ({ state: "closed", state_reason: "completed" } as const)
      : ({ state: "open" } as const);

  return {
    get requests() {
      return github.requests;
    },

    /** People by e-mail (public e-mails only, GitHub's rule) who can be assigned in the repository. */
    async prepare(drafts) {
      const emails = [...new Set(drafts.map((d) => d.assigneeEmail).filter((e): e is string => !!e))];
      for (const email of emails.filter((e) => !logins.has(e))) {
        const found = await must("a user search", () =>
          octokit.rest.search.users({ q: `${email} in:email`, per_page: 1 }),
        );
        const login = found.data.items[0]?.login ?? null;
        const assignable =
          login !== null &&
          (await call(
            "an assignee check",
            async () =>
              (
                await octokit.rest.issues.checkUserCanBeAssigned({ ...repo, assignee: login })
              ).status,
            (e) => e.status === 404,
          )) !== undefined;
        logins.set(email, assignable ? login : null);
      }
    },

    async create(draft) {
      const created = await must(`the issue for "${draft.title}"`, () =>
        octokit.rest.issues.create({ ...repo, ...fields(draft, true), request: { retries: 0 } }),
      );
      let issue = created.data as GithubIssue;
      if (draft.status === "done") {
        const closed = await must(`closing "${draft.title}"`, () =>
          octokit.rest.issues.update({ ...repo, issue_number: issue.number, ...stateOf(draft) }),
        );
        issue = closed.data as GithubIssue;
      }
      return remote(issue);
    },

    async update(issue, draft) {
      const updated = await must(`the update of ${issue.key}`, () =>
        octokit.rest.issues.update({
          ...repo,
          issue_number: numberOf(issue),
          ...fields(draft, false),
          ...stateOf(draft),
        }),
      );
      return remote(updated.data as GithubIssue);
    },

    async close(issue) {
      await must(`closing ${issue.key}`, () =>
        octokit.rest.issues.update({
          ...repo,
          issue_number: numberOf(issue),
          state: "closed",
          state_reason: "not_planned",
        }),
      );
    },

    async relate(blocked, blocker) {
      // Already there (a push resumed before it recorded the relation): the relation stands.
      await call(
        `${blocked.key} blocked by ${blocker.key}`,
        () =>
          octokit.rest.issues.addBlockedByDependency({
            ...repo,
            issue_number: numberOf(blocked),
            issue_id: Number(blocker.externalId),
          }),
        (e) => e.status === 422 && /already/i.test(e.message ?? ""),
      );
      return null;
    },

    async unrelate(blocked, blocker) {
      await call(
        `removing ${blocked.key} blocked by ${blocker.key}`,
        () =>
          octokit.rest.issues.removeDependencyBlockedBy({
            ...repo,
            issue_number: numberOf(blocked),
            issue_id: Number(blocker.externalId),
          }),
        (e) => e.status === 404,
      );
    },

    async createParent(parent) {
      const created = await must(`the parent issue "${parent.title}"`, () =>
        octokit.rest.issues.create({
          ...repo,
          title: parent.title,
          body: parentMarkdown(parent),
          request: { retries: 0 },
        }),
      );
      return remote(created.data as GithubIssue);
    },

    /** A sub-issue, by the child's id (not its number); one under another parent moves here. */
    async attach(parent, child) {
      await call(
        `${child.key} under ${parent.key}`,
        () =>
          octokit.rest.issues.addSubIssue({
            ...repo,
            issue_number: numberOf(parent),
            sub_issue_id: Number(child.externalId),
            replace_parent: true,
          }),
        (e) => e.status === 422 && /already/i.test(e.message ?? ""),
      );
    },

    async createdSince(since) {
      const issues = await must("the list of recent issues", () =>
        octokit.paginate(octokit.rest.issues.listForRepo, {
          ...repo,
          state: "all",
          since: since.toISOString(),
          per_page: 100,
        }),
      );
      const found = new Map<string, RemoteIssue>();
      for (const issue of issues as GithubIssue[]) {
        const taskId = issue.pull_request ? null : taskIdIn(issue.body ?? "");
        if (taskId && !found.has(taskId)) found.set(taskId, remote(issue));
      }
      return found;
    },
  };
}
