import type { APIRequestContext } from "@playwright/test";

/** The newest link in the newest local mail to this address, read from /dev/mailbox. */
export async function latestLinkFor(request: APIRequestContext, email: string, pathPart: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const html = await (await request.get("/dev/mailbox")).text();
    const article = html.split("<article>").find((block) => block.includes(`To ${email}`));
    const link = article
      ?.match(/href="([^"]+)"/g)
      ?.map((h) => h.slice(6, -1).replace(/&amp;/g, "&"))
      .find((href) => href.includes(pathPart));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail with a ${pathPart} link for ${email}`);
}
