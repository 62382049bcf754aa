import { isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoMessages, type CommunityListResponse, type RecipeDetail } from "@sierra/shared";
import { recipes } from "../../../db/schema";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import type { TestClient } from "../../../testing/test-client";
import { communityMember, publish, writeRecipe } from "../../community/test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#c8553d" } });
/** A camera's JPEG: where it was taken (GPS) and by what, in its EXIF. */
const cameraJpeg = () =>
  picture(64, 48)
    .jpeg()
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Pocket 9" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100" } })
    .toBuffer();

/** The EXIF tag pointing at the GPS block (0x8825), as a little-endian TIFF stores it. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

const upload = (client: TestClient, id: string, bytes: Buffer | string, type: string, method = "PUT") => {
  const form = new FormData();
  form.set("photo", new File([bytes], "photo", { type }));
  return client.json<{ image_url?: string; message?: string; code?: string }>(`/api/recipes/${id}/photo`, { method, body: form });
};

async function served(client: TestClient, imageUrl: string) {
  const res = await client.request(imageUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/webp");
  return Buffer.from(await res.arrayBuffer());
}

describe("a member's photo of their recipe", () => {
  it("is re-encoded without its EXIF and location, shown to the community, and removable", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Photographed Paella" });
    const original = await cameraJpeg();
    const sentExif = (await sharp(original).metadata()).exif!;
    expect(sentExif.toString("latin1")).toContain("PhoneMaker");
    expect(sentExif.includes(GPS_POINTER)).toBe(true);

    const set = await upload(a.client, id, original, "image/jpeg");
    expect(set.status).toBe(200);
    const bytes = await served(a.client, set.body.image_url!);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.toString("latin1")).not.toMatch(/PhoneMaker|GPS|Exif/);

    // Shared: another member's card and page carry the photo, and they may load it.
    await publish(a.client, id);
    const list = await b.client.json<CommunityListResponse>("/api/community/recipes?q=Photographed%20Paella");
    expect(list.body.recipes.find((r) => r.id === id)?.image_url).toBe(set.body.image_url);
    expect((await b.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.image_url).toBe(set.body.image_url);
    await served(b.client, set.body.image_url!);

    expect((await a.client.json(`/api/recipes/${id}/photo`, { method: "DELETE" })).status).toBe(200);
    expect((await a.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.image_url).toBe(`/api/recipes/${id}/image.svg`);
  });

  it("is resized to the long side the pages show, whatever was sent", async () => {
    const a = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Wide Tart" });
    const set = await upload(a.client, id, await picture(2400, 1600).png().toBuffer(), "image/png");
    expect(set.status).toBe(200);
    expect(await sharp(await served(a.client, set.body.image_url!)).metadata()).toMatchObject({ width: 1200, height: 800 });
    // A second photo replaces the first under a new address, so no cached copy of the old one shows.
    const again = await upload(a.client, id, await picture(300, 200).webp().toBuffer(), "image/webp");
    expect(again.status).toBe(200);
    expect(await sharp(await served(a.client, again.body.image_url!)).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it("refuses what is not a JPEG, PNG or WebP image of at most 5 MB, with the reason", async () => {
    const a = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Refused Photos Stew" });
    const gif = await picture(20, 20).gif().toBuffer();
    const cases: Array<[Buffer | string, string, number, string]> = [
      [gif, "image/gif", 400, photoMessages.wrongType],
      // The bytes decide: a GIF called a PNG is still a GIF.
      [gif, "image/png", 400, photoMessages.wrongType],
      ["<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml", 400, photoMessages.wrongType],
      ["just some words, not a picture", "image/jpeg", 400, photoMessages.notAnImage],
      [Buffer.alloc(5 * 1024 * 1024 + 1), "image/png", 400, photoMessages.tooLarge],
      [Buffer.alloc(6 * 1024 * 1024), "image/png", 413, photoMessages.tooLarge],
    ];
    for (const [bytes, type, status, message] of cases) {
      const res = await upload(a.client, id, bytes, type);
      expect({ type, status: res.status, message: res.body.message }).toEqual({ type, status, message });
    }
    const empty = await a.client.json<{ message: string }>(`/api/recipes/${id}/photo`, { method: "PUT", body: new FormData() });
    expect([empty.status, empty.body.message]).toEqual([400, photoMessages.missing]);
    expect((await a.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.image_url).toBe(`/api/recipes/${id}/image.svg`);
  });

  it("is only ever set or removed by the recipe's owner", async () => {
    const a = await communityMember(t);
    const b = await communityMember(t);
    const id = await writeRecipe(a.client, { title: "Ana's Own Photo Pie" });
    const mine = await upload(a.client, id, await cameraJpeg(), "image/jpeg");
    await publish(a.client, id);
    const png = await picture(40, 40).png().toBuffer();
    expect((await upload(b.client, id, png, "image/png")).status).toBe(404);
    expect((await b.client.json(`/api/recipes/${id}/photo`, { method: "DELETE" })).status).toBe(404);
    expect((await a.client.json<RecipeDetail>(`/api/recipes/${id}`)).body.image_url).toBe(mine.body.image_url);
    const [catalogue] = await t.db.select({ id: recipes.id }).from(recipes).where(isNull(recipes.userId)).limit(1);
    expect((await upload(b.client, catalogue!.id, png, "image/png")).status).toBe(403);
  });
});
