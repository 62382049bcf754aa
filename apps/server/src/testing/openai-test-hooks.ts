import { afterAll, afterEach, beforeAll, expect, vi } from "vitest";
import { AppError } from "../http/errors";
import { startOpenAITestServer, type OpenAITestServer } from "./openai-test-server";

/** One local chat-completions server for a test file, reset after each test. Read `.server` inside tests. */
export function useOpenAITestServer(): { server: OpenAITestServer } {
  const holder = {} as { server: OpenAITestServer };
  beforeAll(async () => {
    holder.server = await startOpenAITestServer();
  });
  afterEach(() => {
    holder.server.reset();
    vi.restoreAllMocks();
  });
  afterAll(() => holder.server.close());
  return holder;
}

/** The AppError a promise rejects with (fails the test when it resolves or rejects otherwise). */
export async function expectAppError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
