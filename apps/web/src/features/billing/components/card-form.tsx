import { useMemo, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { TextField } from "@/components/form/text-field";
import { cardFormSchema, formatCardNumber, formatExpiry, toCardInput, type CardFormOutput, type CardFormValues } from "../lib/card-schema";
import type { CardInput } from "../api/types";

/**
 * Card details with the usual autocomplete hints. `onSubmit` returns the provider's
 * refusal (shown above the button) or null when the caller moves on.
 */
export function CardForm({
  submitLabel,
  busyLabel,
  onSubmit,
  error,
  footer,
}: {
  submitLabel: string;
  busyLabel: string;
  onSubmit: (card: CardInput) => Promise<void>;
  error?: string | null;
  footer?: ReactNode;
}) {
  const schema = useMemo(() => cardFormSchema(), []);
  const form = useForm<CardFormValues, unknown, CardFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", cardNumber: "", expiry: "", cvc: "" },
  });
  const submitting = form.formState.isSubmitting;

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(toCardInput(values)))} className="flex flex-col gap-4" noValidate>
        <FormattedField
          form={form}
          name="cardNumber"
          label="Card number"
          placeholder="1234 1234 1234 1234"
          autoComplete="cc-number"
          format={formatCardNumber}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormattedField form={form} name="expiry" label="Expiry" placeholder="MM / YY" autoComplete="cc-exp" format={formatExpiry} />
          <TextField control={form.control} name="cvc" label="CVC" placeholder="123" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </div>
        <TextField control={form.control} name="name" label="Name on card" autoComplete="cc-name" />
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={submitting}>
          <Lock aria-hidden="true" />
          {submitting ? busyLabel : submitLabel}
        </Button>
        {footer}
      </form>
    </Form>
  );
}

/** A numeric field that formats what is typed (groups of four, MM / YY). */
function FormattedField({
  form,
  name,
  label,
  placeholder,
  autoComplete,
  format,
}: {
  form: ReturnType<typeof useForm<CardFormValues, unknown, CardFormOutput>>;
  name: "cardNumber" | "expiry";
  label: string;
  placeholder: string;
  autoComplete: string;
  format: (value: string) => string;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={placeholder}
              className="font-mono"
              onChange={(e) => field.onChange(format(e.target.value))}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
