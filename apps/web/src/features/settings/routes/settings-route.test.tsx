import { routes } from "@initiative-planner/contract/routes";
import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { THEME_STORAGE_KEY } from "@/lib/theme";
import { callsTo, handle } from "@/test/api-handlers";
import { apiCalls, devRuntimeConfig } from "@/test/api-server";
import { renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { SettingsRoute } from "./settings-route";

// jsdom has no matchMedia; the theme module reads it when first imported, so install it first.
const media = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  const list = {
    matches: false,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (() => list) as unknown as typeof window.matchMedia;
  return {
    setDark(dark: boolean) {
      list.matches = dark;
      for (const listener of listeners) listener();
    },
  };
});

const baseConfig = devRuntimeConfig;

/** The settings screen for a signed-in member, once it shows. */
async function renderSettings(config: RuntimeConfig = baseConfig) {
  handle(routes.config, () => config);
  handle(routes.userUploads, () => ({
    used_bytes: 120 * 1024 * 1024,
    quota_bytes: 500 * 1024 * 1024,
    uploads_last_hour: 7,
    uploads_per_hour: 100,
  }));
  handle(routes.listTokens, () => []);
  const view = renderApp("/settings", { routes: [{ path: "/settings", element: <SettingsRoute /> }] });
  await screen.findByRole("heading", { name: "Settings" });
  return view;
}

const isDark = () => document.documentElement.classList.contains("dark");

beforeEach(() => {
  act(() => media.setDark(false));
  signIn();
});

describe("/settings appearance", () => {
  it("defaults to system and switches the whole document to dark and back, remembering the choice", async () => {
    const user = userEvent.setup();
    await renderSettings();
    expect(screen.getByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /System/ })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: /Dark/ }));
    expect(isDark()).toBe(true);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(screen.getByText(/Currently showing the dark theme\./)).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Light/ }));
    expect(isDark()).toBe(false);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe("light");
  });

  it("follows the device setting live in system mode only", async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole("radio", { name: /System/ }));
    expect(isDark()).toBe(false);

    act(() => media.setDark(true));
    expect(isDark()).toBe(true);
    expect(screen.getByText(/dark theme, following your device setting/)).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: /Light/ }));
    expect(isDark()).toBe(false);
    act(() => media.setDark(true));
    expect(isDark()).toBe(false);
  });

  it("shows a choice stored earlier in this browser", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    await renderSettings();
    expect(screen.getByRole("radio", { name: /Dark/ })).toBeChecked();
  });

  it("applies a choice made in another tab", async () => {
    await renderSettings();
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    });
    expect(isDark()).toBe(true);
    // The page's radio follows in React's next render, which a busy machine may not have reached yet.
    await waitFor(() => expect(screen.getByRole("radio", { name: /Dark/ })).toBeChecked());
  });
});

describe("/settings AI setup", () => {
  it("says when the offline planner is in use", async () => {
    await renderSettings();
    const card = screen.getByText("AI setup").closest("[data-slot=card]") as HTMLElement;
    expect(within(card).getByText("Offline planner (built in)")).toBeInTheDocument();
    expect(within(card).getByText("offline-planner")).toBeInTheDocument();
    expect(within(card).getByText("Offline planner in use")).toBeInTheDocument();
  });

  it("shows the configured provider and model", async () => {
    await renderSettings({
      ...baseConfig,
      ai: { provider: "anthropic", model: "claude-sonnet-4-5", offline: false },
    });
    expect(screen.getByText("Anthropic")).toBeInTheDocument();
    expect(screen.getByText("claude-sonnet-4-5")).toBeInTheDocument();
    expect(screen.getByText("Language model in use")).toBeInTheDocument();
    expect(screen.queryByText("Offline planner in use")).not.toBeInTheDocument();
  });
});

const totals = (calls: number, tokens: number, cost: number | null) => ({
  calls,
  input_tokens: tokens,
  output_tokens: 0,
  cost_usd: cost,
  unpriced_calls: 0,
});

function usageOf(isAdmin: boolean, ratio: number) {
  return {
    today: totals(3, 1200, 0.0042),
    month: totals(10, 5000, 0.02),
    limits: {
      calls_per_minute: 30,
      calls_last_minute: 1,
      daily_token_budget: 10000,
      tokens_today: Math.round(ratio * 10000),
      budget_used_ratio: ratio,
      resets_at: "2030-01-01T00:00:00.000Z",
    },
    is_admin: isAdmin,
  };
}

describe("/settings usage and AI provider", () => {
  it("shows a member their use of the document quota and the hourly upload rate", async () => {
    handle(routes.userUsage, () => usageOf(false, 0.1));
    await renderSettings();
    expect(await screen.findByTestId("uploads-storage")).toHaveTextContent("120.0 MB of 500.0 MB (24 %)");
    expect(screen.getByRole("progressbar", { name: "Document storage used" })).toHaveAttribute(
      "aria-valuenow",
      "24",
    );
    expect(screen.getByTestId("uploads-rate")).toHaveTextContent("7 of 100 uploads in the last hour.");
  });

  it("shows a member their usage against the daily budget, without the admin's form", async () => {
    handle(routes.userUsage, () => usageOf(false, 0.85));
    await renderSettings();
    expect(await screen.findByText("3 calls · 1,200 tokens · $0.0042")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Daily AI budget used" })).toHaveAttribute(
      "aria-valuenow",
      "85",
    );
    expect(screen.getByText("AI setup")).toBeInTheDocument();
    expect(screen.queryByText("AI provider")).not.toBeInTheDocument();
    expect(apiCalls().filter((call) => call.url.pathname.includes("/admin"))).toHaveLength(0);
  });

  it("gives an admin the provider form with env-locked fields disabled, and never shows the key", async () => {
    handle(routes.userUsage, () => usageOf(true, 0.1));
    handle(routes.getAiSettings, () => ({
      provider: "openai-compatible" as const,
      model: "llama3.1",
      base_url: "http://127.0.0.1:11434/v1",
      api_key_set: true,
      locked: { provider: false, model: false, base_url: true, api_key: false },
      updated_at: "2026-01-01T00:00:00.000Z",
      updated_by: "u1",
    }));
    const update = handle(routes.updateAiSettings, ({ body }) => ({
      provider: "openai-compatible" as const,
      model: body.model ?? "",
      base_url: "http://127.0.0.1:11434/v1",
      api_key_set: true,
      locked: { provider: false, model: false, base_url: true, api_key: false },
      updated_at: "2026-01-02T00:00:00.000Z",
      updated_by: "u1",
    }));
    handle(routes.adminUsage, ({ url }) => ({
      from: url.searchParams.get("from") ?? "",
      to: url.searchParams.get("to") ?? "",
      total: totals(4, 2000, null),
      by_user: [{ user_id: "u1", name: "Ada", email: "ada@example.com", ...totals(4, 2000, null) }],
      by_model: [{ provider: "openai", model: "gpt-4o-mini", ...totals(4, 2000, 0.5) }],
    }));
    const user = userEvent.setup();
    await renderSettings();
    expect(await screen.findByText("AI provider")).toBeInTheDocument();
    expect(
      await screen.findByText("Ada (ada@example.com): 4 calls · 2,000 tokens · no price"),
    ).toBeInTheDocument();
    expect(screen.getByText("gpt-4o-mini (openai): 4 calls · 2,000 tokens · $0.50")).toBeInTheDocument();
    expect(callsTo(routes.adminUsage)[0]!.url.searchParams.get("from")).toMatch(/^\d{4}-\d{2}-01$/);
    const baseUrl = await screen.findByLabelText("Base URL");
    expect(baseUrl).toBeDisabled();
    expect(screen.getByText("Set by an environment variable on the server.")).toBeInTheDocument();
    const key = screen.getByLabelText("API key");
    expect(key).toHaveValue("");
    expect(key).toHaveAttribute("placeholder", "A key is saved — leave empty to keep it");
    const model = screen.getByLabelText("Model");
    await user.clear(model);
    await user.type(model, "qwen3");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(update.calls()).toHaveLength(1));
    // Locked fields and an untouched key are left out: the server keeps them.
    expect(update.calls()[0]!.body).toEqual({
      provider: "openai-compatible",
      model: "qwen3",
    });
  });
});
