/** Headings that open an ingredient list or a method, on pages and in pasted text. */
export const INGREDIENTS_HEADING =
  /^(?:the )?(ingredients?( list)?|what you(?:'ll| will)? need|you(?:'ll| will)? need|things you(?:'ll)? need|shopping list|zutaten|ingrédients|ingredientes|ingredienti)(\s*\([^)]{1,40}\)|\s+for\s+[^:]{1,40})?\s*:?$/i;
export const METHOD_HEADING =
  /^(?:the )?(method|instructions?|directions?|preparation( method)?|steps|to make|procedure|what to do|cooking (instructions|method)|how to (make|cook|prepare|bake)( (it|them|this|these))?|let's (cook|bake)|zubereitung|préparation|preparación|procedimento)(\s*\([^)]{1,40}\))?\s*:?$/i;
/** A line that titles a group of ingredients: "For the frosting:", "Sauce:". */
export const GROUP_TITLE = /^(for (the )?[^\d]{2,40}|[A-Za-z][A-Za-z '-]{1,30}):$/;
/** Headings after the method that end it on a page. */
export const AFTER_RECIPE = /^(notes?|tips?|comments?|nutrition|storage|faq|related|reviews?)\b/i;
/** A sign-off after the last step of a pasted recipe ("Enjoy! x", "Happy baking!"), not a step. */
export const SIGN_OFF = /^(enjoy|bon app[ée]tit|happy (cooking|baking|eating)|love|cheers|thanks|much love|x+)\b[^.]{0,24}$/i;

/** "• ", "- ", "* ", "1. ", "1) ", "(1) ", "Step 3:" before a line. */
export const stripMarker = (line: string) => line.replace(NUMBER_OR_BULLET, "").trim();
const NUMBER_OR_BULLET = /^\s*(?:[•·*\-–—]\s*|\d{1,2}\s*[.)]\s+|\(\d{1,2}\)\s*|step\s*\d+\s*[:.)-]\s*)/i;
/** A line numbered as a step ("2.", "2)", "(2)", "Step 2:"). */
export const isNumbered = (line: string) => /^\s*(?:\d{1,2}\s*[.)]\s+|\(\d{1,2}\)\s*|step\s*\d+\s*[:.)-])/i.test(line);

export const YIELD_LINE = /^(serves|servings|makes|yield|yields|portions)\b\s*:?\s*(.+)$/i;
