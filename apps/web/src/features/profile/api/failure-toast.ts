import { toast } from "@/lib/toast";
import { failureToastContent } from "./failure-message";

export function failureToast(error: unknown, fallback: string, useServerMessage = true) {
  const { title, description } = failureToastContent(error, fallback, useServerMessage);
  toast.error(title, { description });
}
