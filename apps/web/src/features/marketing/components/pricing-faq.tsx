import type { ReactNode } from "react";
import { BILLING_LABELS, TRIAL_DAYS } from "@sierra/shared";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { TextLink } from "./prose";

const FAQ: { id: string; question: string; answer: ReactNode }[] = [
  {
    id: "trial",
    question: "How long is the free trial?",
    answer: `The free trial lasts ${TRIAL_DAYS} days. During the trial Sierra plans dinners for you; breakfast and lunch come with the paid plans below.`,
  },
  {
    id: "cancel",
    question: "Can I cancel anytime?",
    answer:
      "Yes. You can cancel at any time, including during the trial. After cancelling you keep access until the end of the period you have already paid for.",
  },
  {
    id: "meal-types",
    question: "Which meals does each plan include?",
    answer: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Free trial: dinner only.</li>
        <li>Dinner Plan: dinner.</li>
        <li>All Day Plan: breakfast, lunch and dinner.</li>
        <li>Breakfast Add-on and Lunch Add-on: add that meal, and need an active Dinner Plan (or All Day Plan).</li>
      </ul>
    ),
  },
  {
    id: "billing",
    question: "How does billing work?",
    answer: `Each plan is billed either every 3 months (${BILLING_LABELS["3_months"]}) or once a year (${BILLING_LABELS["12_months"]}); the longer option costs less per month. Checkout from a plan card uses the 12 Months option and opens in a new tab. Your first 14 days are a free trial: nothing is charged until it ends, and you can cancel anytime from Manage Subscription.`,
  },
  {
    id: "dietary",
    question: "Can Sierra handle my dietary needs?",
    answer:
      "Yes. Tell Sierra about allergies, foods you dislike, cuisines you enjoy, your cooking skill and household size, and set a calorie goal and macros in your profile. Suggestions follow those preferences, but always check ingredients yourself: recipes and nutrition figures are estimates, not medical advice.",
  },
  {
    id: "privacy",
    question: "What happens to my data?",
    answer: (
      <>
        We keep what the service needs to work, such as your account details, preferences, meal plans and favourites. We never sell your data, and we delete
        your account on request. Read the <TextLink to="/privacy">privacy policy</TextLink> for the details.
      </>
    ),
  },
];

/** The pricing page FAQ: six questions in an accordion. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-foreground">
        Frequently asked questions
      </h2>
      <Accordion type="single" collapsible className="mt-8 rounded-xl border bg-card px-5 text-card-foreground">
        {FAQ.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
            <AccordionContent className="leading-7 text-muted-foreground">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
