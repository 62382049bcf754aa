import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { personalInfoSchema, type PersonalInfoInput, type PersonalInfoValues } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ProfileData } from "../api/get-profile";
import { useUpdatePersonalInfo } from "../api/update-personal-info";
import { TextField } from "@/components/form/text-field";

/** E-mail (read-only; changed below, through a link) and names. */
export function PersonalInfoForm({ data }: { data: ProfileData }) {
  const save = useUpdatePersonalInfo();
  const form = useForm<PersonalInfoInput, unknown, PersonalInfoValues>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: { first_name: data.profile.first_name, last_name: data.profile.last_name },
  });
  const onSubmit = (values: PersonalInfoValues) => save.mutateAsync(values).then(() => form.reset(values), () => undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Personal Information</h2>
        </CardTitle>
        <CardDescription>Your name appears on your dashboard and in Sierra&apos;s greetings.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2 [&>*]:content-start" noValidate>
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Label htmlFor="profile-email">Email</Label>
              <Input id="profile-email" type="email" value={data.email} readOnly disabled aria-describedby="profile-email-hint" />
              <p id="profile-email-hint" className="text-sm text-muted-foreground">
                To use another address, change it below; we confirm it by e-mail first.
              </p>
            </div>
            <TextField control={form.control} name="first_name" label="First name" autoComplete="given-name" />
            <TextField control={form.control} name="last_name" label="Last name" autoComplete="family-name" />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving..." : "Save changes"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
