import { z } from "zod";
import { DIETS } from "../food/marks";

/** The diets a household keeps, each once (preferences and household members). */
export const dietsSchema = z
  .array(z.enum(DIETS, "Please choose diets from the list."))
  .max(DIETS.length)
  .transform((diets) => [...new Set(diets)]);
