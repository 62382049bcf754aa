import { useState } from "react";
import { CalendarSync, Copy, ExternalLink, RefreshCw, Power } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useCreateFeed, type NewFeed } from "../api/create-calendar-feed";
import { useFeedStatus } from "../api/get-calendar-feed";
import { useRevokeFeed } from "../api/revoke-calendar-feed";

const since = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/** "Sync to your calendar": a secret iCalendar link, shown once right after it is made; it can be replaced or turned off. */
export function CalendarSyncCard({ userId }: { userId: string }) {
  const status = useFeedStatus(userId);
  const create = useCreateFeed(userId);
  const revoke = useRevokeFeed(userId);
  const [fresh, setFresh] = useState<NewFeed | null>(null);
  const busy = create.isPending || revoke.isPending;
  const makeLink = () => create.mutate(undefined, { onSuccess: setFresh });
  const turnOff = () => revoke.mutate(undefined, { onSuccess: () => setFresh(null) });

  const copy = async () => {
    if (!fresh) return;
    try {
      await navigator.clipboard.writeText(fresh.url);
      toast.success("Link copied", { description: 'Paste it into your calendar app\'s "subscribe to calendar" option.' });
    } catch {
      document.getElementById("calendar-feed-url")?.focus();
      toast.error("Could not copy the link", { description: "The link is selected: copy it with your keyboard." });
    }
  };

  return (
    <section aria-labelledby="calendar-sync-title" className="flex">
      <Card className="flex-1 gap-4" data-testid="calendar-sync">
        <CardHeader>
          <CardTitle>
            <h2 id="calendar-sync-title" className="flex items-center gap-2">
              <CalendarSync className="size-4 text-primary" aria-hidden="true" /> Sync to your calendar
            </h2>
          </CardTitle>
          <CardDescription>See your planned meals in Google Calendar, Apple Calendar or Outlook. They update on their own.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          {status.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : status.isError ? (
            <p role="alert">Could not check calendar sync. {status.error.message}</p>
          ) : fresh ? (
            <>
              <Label htmlFor="calendar-feed-url">Your calendar link</Label>
              <Input id="calendar-feed-url" readOnly value={fresh.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
              <p className="text-muted-foreground">
                Keep this link secret: anyone who has it can see your planned meals. It is shown only now; replace it if it was shared by mistake.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => void copy()}>
                  <Copy aria-hidden="true" /> Copy
                </Button>
                <Button size="sm" variant="outline" asChild>
                  <a href={fresh.webcalUrl}>
                    <ExternalLink aria-hidden="true" /> Open in calendar app
                  </a>
                </Button>
              </div>
            </>
          ) : status.data.active ? (
            <p data-testid="calendar-sync-status">
              Calendar sync is on{status.data.createdAt ? ` since ${since.format(new Date(status.data.createdAt))}` : ""}. For your safety the link is shown
              only once; replace it to get a new one.
            </p>
          ) : (
            <p className="text-muted-foreground">Create a private link and add it to your calendar app. You can turn it off at any time.</p>
          )}
        </CardContent>
        {status.isSuccess && (
          <CardFooter className="flex flex-wrap gap-2">
            {status.data.active ? (
              <>
                <Button size="sm" variant="outline" disabled={busy} onClick={makeLink}>
                  <RefreshCw aria-hidden="true" /> Replace link
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={turnOff}>
                  <Power aria-hidden="true" /> Turn off
                </Button>
              </>
            ) : (
              <Button size="sm" disabled={busy} onClick={makeLink}>
                <CalendarSync aria-hidden="true" /> Create calendar link
              </Button>
            )}
          </CardFooter>
        )}
      </Card>
    </section>
  );
}
