import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { API_TOKEN_LIFETIMES, API_TOKEN_SCOPE_LABELS, API_TOKEN_SCOPES, apiTokenCreateSchema, type ApiTokenCreateInput } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { TextField } from "@/components/form/text-field";

const SCOPE_HELP = {
  read: "Scripts can read your meal plans, recipes, favourites, pantry, shopping lists and preferences.",
  read_write: "Scripts can also plan meals, change your pantry and lists, and save preferences.",
} as const;

/** Name, scope and lifetime of a new token. `onSubmit` answers the server's refusal, or null. */
export function CreateApiTokenForm({ onSubmit, onCancel }: { onSubmit: (values: ApiTokenCreateInput) => Promise<string | null>; onCancel: () => void }) {
  const form = useForm<z.input<typeof apiTokenCreateSchema>, unknown, ApiTokenCreateInput>({
    resolver: zodResolver(apiTokenCreateSchema),
    defaultValues: { name: "", scope: "read", expiresInDays: 90 },
  });
  const scope = useWatch({ control: form.control, name: "scope" });
  const submit = async (values: ApiTokenCreateInput) => {
    const problem = await onSubmit(values);
    if (problem) form.setError("root", { message: problem });
  };
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" noValidate>
        <TextField
          control={form.control}
          name="name"
          label="Name"
          placeholder="e.g. Home Assistant"
          maxLength={60}
          autoComplete="off"
          description="So you know which script or app uses it."
        />
        <FormField
          control={form.control}
          name="scope"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Access</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {API_TOKEN_SCOPES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {API_TOKEN_SCOPE_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>{SCOPE_HELP[scope === "read_write" ? "read_write" : "read"]}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="expiresInDays"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Expires</FormLabel>
              <Select value={String(field.value)} onValueChange={(value) => field.onChange(Number(value))}>
                <FormControl>
                  <SelectTrigger className="w-full" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {API_TOKEN_LIFETIMES.map((days) => (
                    <SelectItem key={days} value={String(days)}>
                      {days === 365 ? "In 1 year" : `In ${days} days`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        {form.formState.errors.root && (
          <p role="alert" className="text-sm text-destructive">
            {form.formState.errors.root.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Creating..." : "Create token"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
