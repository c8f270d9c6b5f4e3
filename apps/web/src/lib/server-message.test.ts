import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { withServerMessage } from "./server-message";

describe("withServerMessage", () => {
  it("keeps the server's message and the failure's status and code", () => {
    const body = { success: false, error: "conflict", message: "Name taken." };
    const error = withServerMessage(
      new ApiError("Name taken.", 409, body, "conflict"),
      "Failed to create initiative",
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Name taken.", status: 409, code: "conflict", body });
  });

  it("falls back to the default without a server message", () => {
    expect(withServerMessage(new ApiError("HTTP 502", 502, "<html>"), "Backend login failed").message).toBe(
      "Backend login failed",
    );
    expect(withServerMessage(new ApiError("Network error occurred", 0), "Backend login failed").message).toBe(
      "Backend login failed",
    );
    const plain = withServerMessage(new TypeError("boom"), "Failed to create initiative");
    expect(plain.message).toBe("Failed to create initiative");
    expect(plain.cause).toBeInstanceOf(TypeError);
  });
});
