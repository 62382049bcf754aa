import type { ComponentProps, ReactNode } from "react";
import { useFormState } from "react-hook-form";
import { Button } from "@/components/ui/button";

/** The form's submit button: disabled, and saying what it is doing (`busyLabel`), while the form submits. */
export function SubmitButton({
  children,
  busyLabel,
  ...button
}: { children: ReactNode; busyLabel: string } & Omit<ComponentProps<typeof Button>, "type" | "disabled">) {
  // Reads the form it sits in (inside <Form>), so only the button re-renders when submitting starts and ends.
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" disabled={isSubmitting} {...button}>
      {isSubmitting ? busyLabel : children}
    </Button>
  );
}
