import { describe, expect, it } from "vitest";
import { sharedToImport } from "./shared-to-import";

describe("sharedToImport", () => {
  it.each([
    ["the address field", "url=https://cook.example/soup&title=Soup", { url: "https://cook.example/soup", text: "" }],
    [
      "an address put in the text, trailing punctuation dropped",
      "title=Soup&text=Look at this: https://cook.example/soup).",
      { url: "https://cook.example/soup", text: "" },
    ],
    ["text without an address, with its title", "title=Nan's soup&text=2 leeks%0ASimmer 20 min", { url: "", text: "Nan's soup\n2 leeks\nSimmer 20 min" }],
    ["an address that is not a web page", "url=javascript:alert(1)&text=hello", { url: "", text: "hello" }],
    ["nothing shared", "", { url: "", text: "" }],
  ])("%s", (_label, query, expected) => {
    expect(sharedToImport(new URLSearchParams(query))).toEqual(expected);
  });
});
