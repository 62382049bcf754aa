// What import-recipe.ts loads on a server's first import rather than at every start: the page
// readers and cheerio with its parsers are about a quarter of the server's code (docs/decisions/069).
export { extractFromHtml, extractFromText } from "./extract/extract-recipe";
export { toDraft } from "./to-draft";
