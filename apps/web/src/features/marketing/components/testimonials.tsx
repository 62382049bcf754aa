import { Star } from "lucide-react";
import { Card, CardContent, CardFooter } from "@/components/ui/card";

const TESTIMONIALS = [
  {
    rating: 5,
    quote: "I used to spend Sunday evening staring at the fridge. Now I ask Sierra and have the week's dinners in a few minutes.",
    author: "Maya R.",
    role: "Parent of three",
  },
  {
    rating: 5,
    quote: "It keeps my partner's nut allergy in mind when it suggests dinners, which takes a lot of stress out of planning.",
    author: "Daniel K.",
    role: "Weeknight cook",
  },
  {
    rating: 4,
    quote: "The recipes match my skill level. Simple on busy days, something more ambitious at the weekend.",
    author: "Priya S.",
    role: "Learning to cook at home",
  },
];

function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`${rating} out of 5 stars`} className="flex gap-0.5 text-primary">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={n <= rating ? "size-4 fill-current" : "size-4"} aria-hidden="true" />
      ))}
    </div>
  );
}

/** Three illustrative testimonials, honestly labelled as such. */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight text-foreground">
            Made for real kitchens
          </h2>
          <p className="mt-4 text-sm text-muted-foreground">
            Illustrative examples of how we hope Sierra helps. The product is in beta and has no public reviews yet.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.author}>
              <Card className="h-full gap-4">
                <figure className="flex h-full flex-col gap-4">
                  <CardContent className="flex-1 space-y-3">
                    <StarRating rating={t.rating} />
                    <blockquote className="leading-7 text-card-foreground">“{t.quote}”</blockquote>
                  </CardContent>
                  <CardFooter>
                    <figcaption className="text-sm">
                      <span className="block font-semibold text-card-foreground">{t.author}</span>
                      <span className="block text-muted-foreground">{t.role}</span>
                    </figcaption>
                  </CardFooter>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
