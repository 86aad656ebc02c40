import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BriefBuilder } from "./brief-builder";

/* The brief builder checks each step as the brand leaves it, and the review step links every missing item to its step. */

type Send = (endpoint: string, input?: unknown) => Promise<unknown>;
const answers = vi.hoisted(() => ({ post: vi.fn<Send>(), patch: vi.fn<Send>() }));
vi.mock("@/lib/api-client", () => {
  // POSTs and PATCHes go to their mocks; anything else (the saved products) answers an empty list.
  const call = (endpoint: string, input?: unknown): Promise<unknown> =>
    endpoint.startsWith("POST ")
      ? answers.post(endpoint, input)
      : endpoint.startsWith("PATCH ")
        ? answers.patch(endpoint, input)
        : Promise.resolve({ data: [] });
  return {
    v1: {
      call,
      query: (endpoint: string, input?: unknown) => ({ key: ["v1", endpoint, input ?? {}], fetch: () => call(endpoint, input) }),
    },
    ApiClientError: class ApiClientError extends Error {},
  };
});
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const brands = [{ id: "brand-1", name: "Glow Co", logo_url: null, website: null }];

const heading = () => document.getElementById("step-title")?.textContent;
const next = () => fireEvent.click(screen.getByText("Next"));
const type = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });
const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent);

beforeEach(() => {
  answers.post.mockResolvedValue({ data: { id: "campaign-1" } });
  answers.patch.mockResolvedValue({});
});

describe("BriefBuilder steps", () => {
  it("refuses Next with field errors until the step's required fields are filled", () => {
    render(<BriefBuilder initial={null} brands={brands} />);
    expect(heading()).toBe("Brand & product");
    next();
    expect(heading()).toBe("Brand & product");
    expect(alerts()).toEqual(["Give the campaign a title", "Name the product", "Fill in the marked fields to continue."]);

    type("title", "Summer serum launch");
    type("product_name", "Glow Serum");
    next();
    expect(heading()).toBe("The brief");
    next();
    expect(heading()).toBe("The brief");
    expect(alerts()).toContain("Describe the brief in at least 20 characters");

    type("description", "A morning routine with the serum, in daylight.");
    next();
    expect(heading()).toBe("Deliverables");
    next();
    expect(heading()).toBe("Deliverables");
    expect(alerts()).toContain("Choose at least one target platform");

    fireEvent.click(screen.getByLabelText("TikTok"));
    next();
    expect(heading()).toBe("Creators");
    next();
    expect(heading()).toBe("Price & timing");
    next();
    expect(heading()).toBe("Price & timing");
    expect(alerts()).toEqual(expect.arrayContaining(["Set the price per creator", "Set an application deadline"]));
  });

  it("a step jumped to from the step list is checked the same way; going back is free", () => {
    render(<BriefBuilder initial={null} brands={brands} />);
    const steps = within(screen.getByRole("navigation", { name: "Brief steps" }));
    fireEvent.click(steps.getByText("6. Review"));
    expect(heading()).toBe("Brand & product");
    type("title", "Summer serum launch");
    type("product_name", "Glow Serum");
    fireEvent.click(steps.getByText("3. Deliverables"));
    expect(heading()).toBe("Deliverables");
    fireEvent.click(steps.getByText("1. Brand & product"));
    expect(heading()).toBe("Brand & product");
  });

  it("on the review step each missing item names and opens its step", () => {
    render(<BriefBuilder initial={null} brands={brands} />);
    type("title", "Summer serum launch");
    type("product_name", "Glow Serum");
    fireEvent.click(within(screen.getByRole("navigation", { name: "Brief steps" })).getByText("6. Review"));
    expect(heading()).toBe("Review");
    const platform = screen.getByText("Choose at least one target platform (step 3, Deliverables)");
    expect(screen.getByText("Set an application deadline (step 5, Price & timing)")).toBeTruthy();
    expect((screen.getByText("Publish campaign").closest("button") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(platform);
    expect(heading()).toBe("Deliverables");
  });
});
