import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { personalInfoSchema, type PersonalInfoInput, type PersonalInfoValues } from "@sierra/shared";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormCard } from "@/components/form/form-card";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import type { ProfileData } from "../api/get-profile";
import { useUpdatePersonalInfo } from "../api/update-personal-info";

/** E-mail (read-only; changed below, through a link) and names. */
export function PersonalInfoForm({ data }: { data: ProfileData }) {
  const save = useUpdatePersonalInfo();
  const form = useForm<PersonalInfoInput, unknown, PersonalInfoValues>({
    resolver: zodResolver(personalInfoSchema),
    defaultValues: { first_name: data.profile.first_name, last_name: data.profile.last_name },
  });
  const onSubmit = (values: PersonalInfoValues) =>
    save.mutateAsync(values).then(
      () => form.reset(values),
      () => undefined,
    );

  return (
    <FormCard
      title="Personal Information"
      description="Your name appears on your dashboard and in Sierra's greetings."
      form={form}
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2 [&>*]:content-start"
      submit={<SubmitButton busyLabel="Saving...">Save changes</SubmitButton>}
    >
      <div className="flex flex-col gap-2 sm:col-span-2">
        <Label htmlFor="profile-email">Email</Label>
        <Input id="profile-email" type="email" value={data.email} readOnly disabled aria-describedby="profile-email-hint" />
        <p id="profile-email-hint" className="text-sm text-muted-foreground">
          To use another address, change it below; we confirm it by e-mail first.
        </p>
      </div>
      <TextField control={form.control} name="first_name" label="First name" autoComplete="given-name" />
      <TextField control={form.control} name="last_name" label="Last name" autoComplete="family-name" />
    </FormCard>
  );
}
