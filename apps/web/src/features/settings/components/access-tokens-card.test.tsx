import { routes } from "@initiative-planner/contract/routes";
import type { TokenSummary } from "@initiative-planner/contract/tokens";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { callsTo, handle } from "@/test/api-handlers";
import { renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { AccessTokensCard } from "./access-tokens-card";

const SECRET = `ipat_${"Q".repeat(43)}`;
// On a busy machine the mocked API can take more than findBy's default second.
const SLOW = { timeout: 10_000 };

beforeEach(() => signIn());

describe("the access tokens card", () => {
  it("creates a token, shows its secret once, lists it without the secret and revokes it", async () => {
    const user = userEvent.setup();
    let stored: TokenSummary[] = [];
    handle(routes.listTokens, () => stored);
    handle(routes.createToken, ({ body }) => {
      const summary = {
        id: "9c4f7a51-7a4e-4d5e-9a0c-0d6f3c1b2a11",
        name: body.name,
        scope: body.scope,
        hint: "ipat_QQQQ…",
        created_at: "2026-11-25T10:00:00.000Z",
        last_used_at: null,
        expires_at: "2027-02-23T10:00:00.000Z",
      };
      stored = [summary];
      return { ...summary, token: SECRET };
    });
    handle(routes.revokeToken, ({ params }) => {
      stored = [];
      return { id: params.tokenId };
    });
    renderApp("/settings", { routes: [{ path: "/settings", element: <AccessTokensCard /> }] });
    expect(await screen.findByText("You have no tokens yet.", {}, SLOW)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "Claude Desktop");
    await user.selectOptions(screen.getByLabelText("Access"), "write");
    await user.click(screen.getByRole("button", { name: /Create token/ }));

    expect(await screen.findByTestId("new-token", {}, SLOW)).toHaveTextContent(SECRET);
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(callsTo(routes.createToken)[0]!.body).toEqual({
      name: "Claude Desktop",
      scope: "write",
      expires_in_days: 90,
    });
    const list = await screen.findByRole("list", { name: "Your tokens" }, SLOW);
    expect(within(list).getByText("ipat_QQQQ…")).toBeInTheDocument();
    expect(list).not.toHaveTextContent(SECRET);

    await user.click(within(list).getByRole("button", { name: "Revoke Claude Desktop" }));
    await waitFor(() => expect(callsTo(routes.revokeToken)).toHaveLength(1), SLOW);
    expect(await screen.findByText("You have no tokens yet.", {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId("new-token")).not.toBeInTheDocument();
  }, 30_000);
});
