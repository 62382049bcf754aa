import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { toast } from "@/lib/toast";
import { api, ApiError, unwrap } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useSession } from "@/features/session/use-session";
import { contactFormSchema, type ContactFormInput, type ContactFormValues } from "@sierra/shared";
import { ContactFields } from "./contact-fields";

const EMPTY: ContactFormInput = { name: "", email: "", topic: "", message: "" };

const TRY_AGAIN = "Please try again.";

/** POST /api/contact: 201 when delivered; otherwise an ApiError with the server's message, or "Please try again.". */
function sendContactMessage({ name, email, topic, message }: ContactFormValues) {
  return unwrap(api.contact.$post({ json: { name, email, topic, message } }), TRY_AGAIN);
}

/** Contact form with validation, session prefill, and a success state once the message is delivered. */
export function ContactForm() {
  const session = useSession();
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY,
  });

  // Prefill from the session once it arrives, without overwriting what the user typed.
  const user = session.data?.user;
  useEffect(() => {
    if (!user) return;
    if (!form.getValues("name")) form.setValue("name", user.name ?? "");
    if (!form.getValues("email")) form.setValue("email", user.email ?? "");
  }, [user, form]);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  async function onSubmit(values: ContactFormValues) {
    try {
      await sendContactMessage(values);
      toast.success("Message sent");
      setSent(true);
    } catch (error) {
      // No answer at all (offline) has no words for people: the plain request to try again.
      toast.error("Message not sent", { description: error instanceof ApiError ? error.message : TRY_AGAIN });
    }
  }

  function writeAnother() {
    form.reset({ ...EMPTY, name: user?.name ?? "", email: user?.email ?? "" });
    setSent(false);
  }

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="flex flex-col items-start gap-4 rounded-lg outline-none">
        <CircleCheck className="size-8 text-primary" aria-hidden="true" />
        <p className="text-lg font-semibold text-foreground">Thanks — your message has reached the team.</p>
        <p className="text-muted-foreground">If your message needs an answer, we reply to the e-mail address you gave.</p>
        <Button variant="outline" onClick={writeAnother}>
          Send another message
        </Button>
      </div>
    );
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
        <ContactFields control={form.control} />
        <Button type="submit" className="w-full sm:w-fit" disabled={submitting}>
          {submitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {submitting ? "Sending..." : "Send message"}
        </Button>
      </form>
    </Form>
  );
}
