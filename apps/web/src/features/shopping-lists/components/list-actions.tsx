import { useId, useState, type FormEvent } from "react";
import { Copy, MoreHorizontal, Pencil, Printer, RefreshCw, Trash2 } from "lucide-react";
import { listAsText, shoppingListRenameSchema, type ShoppingListDetail } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { useDeleteShoppingList } from "../api/delete-shopping-list";
import { useRegenerateShoppingList } from "../api/regenerate-shopping-list";
import { useRenameShoppingList } from "../api/rename-shopping-list";

async function copyAsText(list: ShoppingListDetail) {
  try {
    await navigator.clipboard.writeText(listAsText(list));
    toast.success("List copied", { description: "Paste it into a message or a note." });
  } catch {
    toast.error("Could not copy the list", { description: "Your browser did not allow it. Try Print instead." });
  }
}

/** Update from plan, rename, share as text, print, delete. */
export function ListActions({ userId, list, onDeleted }: { userId: string; list: ShoppingListDetail; onDeleted: () => void }) {
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const regenerate = useRegenerateShoppingList(userId);
  const remove = useDeleteShoppingList(userId, onDeleted);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" className="size-10" aria-label="List actions">
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuItem disabled={regenerate.isPending} onSelect={() => regenerate.mutate(list.id)}>
            <RefreshCw aria-hidden="true" /> Update from my plan
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copyAsText(list)}>
            <Copy aria-hidden="true" /> Copy as text
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog("rename")}>
            <Pencil aria-hidden="true" /> Rename
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setDialog("delete")}>
            <Trash2 aria-hidden="true" /> Delete list
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === "rename" && <RenameDialog userId={userId} list={list} onClose={() => setDialog(null)} />}
      <Dialog open={dialog === "delete"} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete {list.name}?</DialogTitle>
            <DialogDescription>The list and its items are deleted. Your meal plan and pantry stay as they are.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(list.id)}>
              Delete list
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function RenameDialog({ userId, list, onClose }: { userId: string; list: ShoppingListDetail; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameShoppingList(userId);
  function submit(event: FormEvent) {
    event.preventDefault();
    const input = shoppingListRenameSchema.safeParse({ name });
    if (!input.success) return setError(input.error.issues[0]?.message ?? null);
    rename.mutate({ id: list.id, name: input.data.name }, { onSuccess: onClose });
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Rename list</DialogTitle>
          <DialogDescription>Give the list a name you will recognise in the shop.</DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
          <Label htmlFor={id}>Name</Label>
          <Input id={id} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={rename.isPending}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
