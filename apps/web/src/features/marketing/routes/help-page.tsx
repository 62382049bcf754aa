import { Mail } from "lucide-react";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { HELP_TOPICS } from "../components/help-topics";
import { ProsePage, ProseSection } from "../components/prose";
import { SaveToSierra } from "../components/save-to-sierra";

/** Help & Support (/help): answers grouped by topic, then a way to reach the team. */
export function HelpPage() {
  return (
    <ProsePage title="Help & Support" intro={<p>Answers to common questions about your account, planning meals, recipes and subscriptions.</p>}>
      <nav aria-label="Help topics" className="rounded-xl border bg-card p-5 text-card-foreground">
        <p className="text-sm font-semibold">On this page</p>
        <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`} className="text-primary underline underline-offset-4 hover:decoration-2">
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {HELP_TOPICS.map((topic) => (
        <div key={topic.id} id={topic.id} className="scroll-mt-24">
          <ProseSection title={topic.title}>
            <Accordion type="multiple" className="rounded-xl border bg-card px-5 text-card-foreground">
              {topic.questions.map((item) => (
                <AccordionItem key={item.q} value={item.q}>
                  <AccordionTrigger className="text-base">{item.q}</AccordionTrigger>
                  <AccordionContent className="leading-7 text-muted-foreground">{item.a}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </ProseSection>
        </div>
      ))}

      <div id="save-to-sierra" className="scroll-mt-24">
        <ProseSection title="Save recipes from other sites">
          <SaveToSierra />
        </ProseSection>
      </div>

      <ProseSection title="Still need help?">
        <p className="text-muted-foreground">Send the team a message with as much detail as you can, such as what you tried and what you saw.</p>
        <Button asChild>
          <Link to="/contact">
            <Mail aria-hidden="true" />
            Contact support
          </Link>
        </Button>
      </ProseSection>
    </ProsePage>
  );
}
