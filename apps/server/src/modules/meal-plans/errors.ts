/** Meal-plan outcomes the routes turn into status codes; messages are the spec's texts where it has them. */
export class MealPlanError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
