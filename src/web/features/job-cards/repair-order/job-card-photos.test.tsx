import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { JobCardPhoto } from "@/shared/schemas/job-card-photos";
import { NOT_AN_IMAGE_MESSAGE } from "@/shared/constants/job-card-images";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { JobCardPhotos } from "./job-card-photos";

const CARD_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const PATH = `/api/job-cards/${CARD_ID}/photos`;

function photo(id: string, takenAt: string): JobCardPhoto {
  return { id, url: `${PATH}/${id}`, contentType: "image/png", size: 68, takenAt, by: { name: "Tia Technician", email: "tech@example.com" } };
}

const first = photo("0f0e0d0c-0b0a-4a09-8807-060504030201", "2026-11-20T09:15:00.000Z");
const added = photo("1f0e0d0c-0b0a-4a09-8807-060504030201", "2026-11-21T10:30:00.000Z");
const png = () => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "brakes.png", { type: "image/png" });

describe("JobCardPhotos", () => {
  it("shows each photo as a thumbnail named by its card and time, and an uploaded one joins them", async () => {
    let photos = [first];
    const calls = stubApi({
      [`GET ${PATH}`]: () => jsonResponse(200, { photos }),
      [`POST ${PATH}`]: () => {
        photos = [first, added];
        return jsonResponse(201, added);
      },
    });
    const { user } = renderWithProviders(<JobCardPhotos jobCardId={CARD_ID} canAdd canDelete={false} />);

    const list = await screen.findByRole("list", { name: "Photos" });
    const thumbnail = within(list).getByRole("img");
    expect(thumbnail.getAttribute("alt")).toMatch(/^Photo of Repair Order 3f2504e0\.\.\. taken .*2026/);
    expect(thumbnail.getAttribute("src")).toBe(first.url);
    expect(screen.getByLabelText("Take photo").getAttribute("capture")).toBe("environment");
    expect(screen.queryByRole("button", { name: /Delete photo/ })).toBeNull();

    await user.upload(screen.getByLabelText("Upload photo"), png());
    expect(await within(list).findAllByRole("img")).toHaveLength(2);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([PATH]);
  });

  it("says why when the server refuses the file, and shows no new photo", async () => {
    stubApi({
      [`GET ${PATH}`]: () => jsonResponse(200, { photos: [] }),
      [`POST ${PATH}`]: () => errorResponse(415, "unsupported_media_type", NOT_AN_IMAGE_MESSAGE),
    });
    const { user } = renderWithProviders(<JobCardPhotos jobCardId={CARD_ID} canAdd canDelete />);
    expect(await screen.findByText("No photos yet.")).toBeTruthy();

    await user.upload(screen.getByLabelText("Take photo"), png());
    expect((await screen.findByRole("alert", { name: "" })).textContent).toBe(`The photo was not added. ${NOT_AN_IMAGE_MESSAGE}`);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("offers no upload to a viewer who may not add, and deletes after a confirmation for one who may", async () => {
    let photos = [first];
    const calls = stubApi({
      [`GET ${PATH}`]: () => jsonResponse(200, { photos }),
      [`DELETE ${PATH}/${first.id}`]: () => {
        photos = [];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithProviders(<JobCardPhotos jobCardId={CARD_ID} canAdd={false} canDelete />);
    await screen.findByRole("list", { name: "Photos" });
    expect(screen.queryByLabelText("Upload photo")).toBeNull();
    expect(screen.queryByLabelText("Take photo")).toBeNull();

    await user.click(screen.getByRole("button", { name: /^Delete photo taken / }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No photos yet.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([`${PATH}/${first.id}`]);
  });
});
