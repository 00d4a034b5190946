import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";

function renderFailingRoute(failure: () => never, where: "render" | "loader" = "render") {
  const Stub = createRoutesStub([
    where === "render"
      ? { path: "/", Component: () => failure(), ErrorBoundary }
      : { path: "/", Component: () => null, loader: () => failure(), ErrorBoundary },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("ErrorBoundary", () => {
  it("shows the generic fallback with the error message", async () => {
    renderFailingRoute(() => {
      throw new Error("Widget exploded");
    });
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Widget exploded")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("shows the status of an error response", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    }, "loader");
    expect(await screen.findByText("503 Service Unavailable")).toBeInTheDocument();
  });
});
