import { useWatch, type Control } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS, type ContactFormInput, type ContactFormValues } from "@sierra/shared";

type ContactControl = Control<ContactFormInput, unknown, ContactFormValues>;

/** The four fields of the contact form, wired to react-hook-form. */
export function ContactFields({ control }: { control: ContactControl }) {
  const messageLength = useWatch({ control, name: "message" }).length;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Name</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="email"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Email</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name="topic"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Topic</FormLabel>
            <Select value={field.value} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue placeholder="Choose a topic" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {CONTACT_TOPICS.map((topic) => (
                  <SelectItem key={topic} value={topic}>
                    {topic}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="message"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Message</FormLabel>
            <FormControl>
              <Textarea rows={7} maxLength={CONTACT_MESSAGE_MAX} className="min-h-36" {...field} />
            </FormControl>
            <FormDescription>
              {CONTACT_MESSAGE_MIN} to {CONTACT_MESSAGE_MAX} characters ({messageLength}/{CONTACT_MESSAGE_MAX}).
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
