import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showToast } from "./toast";

afterEach(() => {
  vi.useRealTimers();
  document.getElementById("toasts")?.remove();
});

describe("a toast", () => {
  it("stays for eight seconds, then goes", () => {
    vi.useFakeTimers();
    showToast("success", "Message sent successfully!");
    vi.advanceTimersByTime(7900);
    expect(screen.getByText("Message sent successfully!")).toBeInTheDocument();
    vi.advanceTimersByTime(200);
    expect(screen.queryByText("Message sent successfully!")).not.toBeInTheDocument();
  });

  it("stays while the focus is on it, and its button closes it", () => {
    vi.useFakeTimers();
    showToast("error", "Failed to send message.");
    const close = screen.getByRole("button", { name: "Close notification" });
    close.focus();
    vi.advanceTimersByTime(60_000);
    expect(screen.getByText("Failed to send message.")).toBeInTheDocument();
    close.click();
    expect(screen.queryByText("Failed to send message.")).not.toBeInTheDocument();
  });

  it("stacks a second notice with the first, newest first, in one list", () => {
    showToast("error", "First");
    showToast("success", "Second");
    const list = screen.getByRole("list", { name: "Notifications" });
    expect([...list.children].map((item) => item.textContent)).toEqual(["Second", "First"]);
  });
});
