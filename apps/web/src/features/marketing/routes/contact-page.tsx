import { LifeBuoy } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContactForm } from "../components/contact-form";
import { TextLink } from "../components/prose";

/** Contact page (/contact): the message form, with a pointer to Help & Support. */
export function ContactPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Contact us</h1>
        <p className="text-lg leading-8 text-muted-foreground">
          Questions, problems with your account, bug reports or ideas for Sierra: send the team a message.
        </p>
      </div>

      <div className="mt-6 flex gap-3 rounded-xl border bg-card p-4 text-sm text-card-foreground">
        <LifeBuoy className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>
          Looking for a quick answer? <TextLink to="/help">Help &amp; Support</TextLink> covers signing in, planning meals, recipes and subscriptions.
        </p>
      </div>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl font-semibold">Send a message</h2>
          </CardTitle>
          <CardDescription>All fields are required.</CardDescription>
        </CardHeader>
        <CardContent>
          <ContactForm />
        </CardContent>
      </Card>
    </div>
  );
}
