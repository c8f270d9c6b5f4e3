import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RuntimeConfigProvider } from "@/lib/runtime-config";
import { THEME_STORAGE_KEY } from "@/lib/theme";
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

const baseConfig: RuntimeConfig = {
  environment: "staging",
  auth_mode: "dev",
  firebase: null,
  debug_tools: true,
  ai: { provider: "offline", model: "offline-planner", offline: true },
  version: "test",
  api_base: "/portal",
};

function renderSettings(config: RuntimeConfig = baseConfig) {
  return render(
    <RuntimeConfigProvider value={config}>
      <SettingsRoute />
    </RuntimeConfigProvider>,
  );
}

const isDark = () => document.documentElement.classList.contains("dark");

beforeEach(() => {
  window.localStorage.clear();
  act(() => media.setDark(false));
});
afterEach(() => {
  window.localStorage.clear();
});

describe("/settings appearance", () => {
  it("defaults to system and switches the whole document to dark and back, remembering the choice", async () => {
    const user = userEvent.setup();
    renderSettings();
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
    renderSettings();
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

  it("shows a choice stored earlier in this browser", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    renderSettings();
    expect(screen.getByRole("radio", { name: /Dark/ })).toBeChecked();
  });

  it("applies a choice made in another tab", () => {
    renderSettings();
    window.localStorage.setItem(THEME_STORAGE_KEY, "dark");
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: THEME_STORAGE_KEY, newValue: "dark" }));
    });
    expect(isDark()).toBe(true);
    expect(screen.getByRole("radio", { name: /Dark/ })).toBeChecked();
  });
});

describe("/settings AI setup", () => {
  it("says when the offline planner is in use", () => {
    renderSettings();
    const card = screen.getByText("AI setup").closest("[data-slot=card]") as HTMLElement;
    expect(within(card).getByText("Offline planner (built in)")).toBeInTheDocument();
    expect(within(card).getByText("offline-planner")).toBeInTheDocument();
    expect(within(card).getByText("Offline planner in use")).toBeInTheDocument();
  });

  it("shows the configured provider and model", () => {
    renderSettings({
      ...baseConfig,
      ai: { provider: "anthropic", model: "claude-sonnet-4-5", offline: false },
    });
    expect(screen.getByText("Anthropic")).toBeInTheDocument();
    expect(screen.getByText("claude-sonnet-4-5")).toBeInTheDocument();
    expect(screen.getByText("Language model in use")).toBeInTheDocument();
    expect(screen.queryByText("Offline planner in use")).not.toBeInTheDocument();
  });
});
