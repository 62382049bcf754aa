import { AppError } from "../../http/errors";

export const notFound = () => new AppError(404, "NOT_FOUND", "Not found");
