import type { ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";

/** A card with a section heading (h2) and a line on what the section is for. */
export function TitledCard({ title, description, className, children }: { title: string; description: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}

/**
 * One form in a TitledCard: the fields (laid out by `className`), then `submit` (a SubmitButton)
 * on a row of its own, then `after` (what the form says once it is sent). Validation is the
 * schema's, shown by the fields, so the browser's own is off.
 */
export function FormCard<T extends FieldValues, O>({
  title,
  description,
  form,
  onSubmit,
  className,
  submit,
  after,
  children,
}: {
  title: string;
  description: ReactNode;
  form: UseFormReturn<T, unknown, O>;
  onSubmit: SubmitHandler<O>;
  className: string;
  submit: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledCard title={title} description={description} className="flex flex-col gap-4">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className={className} noValidate>
          {children}
          <div className="col-span-full">{submit}</div>
        </form>
      </Form>
      {after}
    </TitledCard>
  );
}
