/**
 * What a phone shared to the installed app (the manifest's share_target sends title, text and
 * url as the import page's query): a page's address goes to the address field, wherever the
 * sharing app put it (many put it in the text); text without an address is pasted-in text.
 */
export function sharedToImport(params: URLSearchParams): { url: string; text: string } {
  const url = params.get("url")?.trim() ?? "";
  const text = params.get("text")?.trim() ?? "";
  if (isWebAddress(url)) return { url, text: "" };
  const inText = /\bhttps?:\/\/[^\s<>"]+/i.exec(text)?.[0]?.replace(/[).,;!?]+$/, "");
  if (inText) return { url: inText, text: "" };
  return { url: "", text: [params.get("title")?.trim(), text].filter(Boolean).join("\n") };
}

function isWebAddress(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}
