import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/retry-alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/session/use-session";
import { useShoppingList } from "../api/get-shopping-list";
import { useListChanges } from "../api/list-changes";
import { useShoppingLists } from "../api/list-shopping-lists";
import { ListsNav } from "../components/lists-nav";
import { NewListForm } from "../components/new-list-form";
import { ShoppingListView } from "../components/shopping-list-view";
import { useFlushWhenOnline } from "../lib/use-flush-when-online";

/** /shopping-lists: make a list from the plan, pick one of several, check it off in the shop. `?list=` names the open one. */
export function ShoppingListsPage() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const lists = useShoppingLists(userId);
  useFlushWhenOnline(userId);
  const wanted = params.get("list");
  const currentId = lists.data ? (lists.data.lists.find((l) => l.id === wanted)?.id ?? lists.data.lists[0]?.id ?? null) : wanted;
  const live = useListChanges(userId);
  const list = useShoppingList(userId, currentId, live);
  const open = (id: string | null) => setParams(id ? { list: id } : {}, { replace: true });
  // With lists to shop from, the list comes first on a phone; the form opens on request.
  const [wantsNew, setWantsNew] = useState(false);
  const showNew = wantsNew || lists.data?.lists.length === 0;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 md:p-8 print:p-0">
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Shopping Lists</h1>
          <p className="mt-1 text-muted-foreground">Everything your planned meals need, less what is in your pantry, in the order you walk the shop.</p>
        </div>
        {!showNew && lists.data && (
          <Button variant="outline" onClick={() => setWantsNew(true)}>
            <ListPlus aria-hidden="true" /> New list
          </Button>
        )}
      </div>
      {userId && showNew && (
        <Card className="print:hidden">
          <CardHeader>
            <CardTitle>
              <h2>New list</h2>
            </CardTitle>
            <CardDescription>Choose the days of your meal plan to shop for.</CardDescription>
          </CardHeader>
          <CardContent>
            <NewListForm
              userId={userId}
              onCreated={(created) => {
                setWantsNew(false);
                open(created.id);
              }}
            />
          </CardContent>
        </Card>
      )}
      {lists.isError ? (
        <RetryAlert title="Failed to load your shopping lists" onRetry={() => void lists.refetch()} retrying={lists.isFetching} />
      ) : lists.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : lists.data.lists.length === 0 ? (
        <p className="text-muted-foreground">No lists yet. Make one from your meal plan above.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
          <ListsNav lists={lists.data.lists} currentId={currentId} />
          {list.data && userId ? (
            <ShoppingListView userId={userId} list={list.data} onDeleted={() => open(null)} />
          ) : list.isError ? (
            <RetryAlert title="Failed to load the list." onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : (
            <Skeleton className="h-80 w-full" />
          )}
        </div>
      )}
    </div>
  );
}
